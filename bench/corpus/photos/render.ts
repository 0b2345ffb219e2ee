// One Chromium for the whole run: launching per ticket would dominate the run time.
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export class Renderer {
  /** One page per device pixel ratio; phone screenshots are rendered at 2x like real high-DPI screens. */
  private readonly pages = new Map<number, Page>();

  private constructor(private readonly browser: Browser) {}

  static async open(): Promise<Renderer> {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--font-render-hinting=none'] });
    return new Renderer(browser);
  }

  private async page(scale: number): Promise<Page> {
    const existing = this.pages.get(scale);
    if (existing) return existing;
    const context = await this.browser.newContext({
      deviceScaleFactor: scale,
      viewport: { width: 800, height: 900 },
    });
    const page = await context.newPage();
    this.pages.set(scale, page);
    return page;
  }

  /** Renders a layout's HTML at `width` CSS px and returns a PNG of its `#ticket` element. */
  async render(html: string, width: number, scale = 1): Promise<Buffer> {
    const page = await this.page(scale);
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html, { waitUntil: 'load' });
    return page.locator('#ticket').screenshot({ type: 'png', animations: 'disabled' });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
