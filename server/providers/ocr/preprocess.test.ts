import { describe, expect, it } from 'vitest';
import path from 'node:path';
import sharp from 'sharp';
import { finishSheet, photoSheet, preprocessForOcr, type SheetOptions } from './preprocess';
import type { GreyPage } from './types';
import { MAX_OCR_PIXELS } from '../../lib/image-shape';
import { errorText } from '../../common/messages';

/** A prepared grey page as an image file, as the tests read it with sharp. */
const pngOf = ({ data, width, height }: GreyPage) =>
  sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
const prepared = async (image: Buffer, options?: SheetOptions) =>
  pngOf(await preprocessForOcr(image, options));

describe('preprocessForOcr', () => {
  it('turns a phone photo upright from its EXIF orientation before reading', async () => {
    // Stored 400 × 200 with the top half black; EXIF 6 says "rotate 90° clockwise to view", so the upright
    // picture is portrait with the black half on the right.
    const raw = Buffer.alloc(400 * 200 * 3, 255);
    for (let y = 0; y < 100; y++) raw.fill(0, y * 400 * 3, (y + 1) * 400 * 3);
    const photo = await sharp(raw, { raw: { width: 400, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const page = await prepared(photo);
    const { data, info } = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.height).toBeGreaterThan(info.width);
    const at = (x: number, y: number) => data[Math.floor(y) * info.width + Math.floor(x)];
    expect(at(info.width * 0.9, info.height / 2)).toBeLessThan(64);
    expect(at(info.width * 0.1, info.height / 2)).toBeGreaterThan(192);
  });

  it('refuses a strip no ticket has (stored before uploads were checked), and never hands OCR more than 12 MP', async () => {
    const white = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
    await expect(preprocessForOcr(await white(100, 12_000))).rejects.toThrow(
      errorText('rs', 'upload.badShape'),
    );
    // Narrow and tall (1:9): once scaled to 1,600 px wide whatever its height (over 200 MP for a 100 px strip).
    const { width, height } = await preprocessForOcr(await white(600, 5_400));
    expect(width * height).toBeLessThanOrEqual(MAX_OCR_PIXELS);
    expect(width).toBeGreaterThan(1_000);
  });

  it('reads a dark-mode screenshot as dark text on a light background', async () => {
    const fixture = path.join(import.meta.dirname, '../../../tests/fixtures/ticket-thermal-one-leg.png');
    const dark = await sharp(fixture).negate({ alpha: false }).png().toBuffer();
    const mean = async (img: Buffer) => (await sharp(img).grayscale().stats()).channels[0].mean;
    expect(await mean(dark)).toBeLessThan(100);
    const page = await prepared(dark);
    expect(await mean(page)).toBeGreaterThan(150);
    // The same as preparing the light original.
    expect(
      Math.abs((await mean(page)) - (await mean(await prepared(await sharp(fixture).toBuffer())))),
    ).toBeLessThan(10);
  });

  it('keeps a light ticket photographed on a dark table as it is: only the middle of a photo says it is dark', async () => {
    const fixture = path.join(import.meta.dirname, '../../../tests/fixtures/ticket-thermal-one-leg.png');
    const { width = 0, height = 0 } = await sharp(fixture).metadata();
    const [x, y] = [Math.round(width / 2), Math.round(height / 2)];
    const photo = await sharp(fixture)
      .extend({ top: y, bottom: y, left: x, right: x, background: '#1b1c1f' })
      .png()
      .toBuffer();
    // As a whole the photo is as dark as a dark-mode screen; its middle is the white paper, and stays white.
    expect((await sharp(photo).grayscale().stats()).channels[0].mean).toBeLessThan(100);
    const page = await sharp(await prepared(photo))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width: w, height: h } = page.info;
    let sum = 0;
    for (let row = Math.round(h * 0.4); row < Math.round(h * 0.6); row++)
      for (let col = Math.round(w * 0.4); col < Math.round(w * 0.6); col++) sum += page.data[row * w + col];
    expect(sum / (Math.round(h * 0.2) * Math.round(w * 0.2))).toBeGreaterThan(150);
  });

  it('turns a dark card on a light page to dark text on light when asked to (darkRegions), and only then', async () => {
    const fixture = path.join(import.meta.dirname, '../../../tests/fixtures/ticket-thermal-one-leg.png');
    const card = await sharp(fixture).negate({ alpha: false }).png().toBuffer();
    const { width = 0, height = 0 } = await sharp(card).metadata();
    // Wide light margins: the page as a whole is light, so the whole-page check leaves it as it is.
    const page = await sharp(card)
      .extend({ top: height, bottom: height, left: width, right: width, background: '#f4f4f6' })
      .png()
      .toBuffer();
    const centreMean = async (img: Buffer) => {
      const m = await sharp(img).metadata();
      const box = {
        left: Math.round(m.width! * 0.4),
        top: Math.round(m.height! * 0.4),
        width: Math.round(m.width! * 0.2),
        height: Math.round(m.height! * 0.2),
      };
      // stats() reads its input: the crop is made first.
      const centre = await sharp(img).extract(box).grayscale().png().toBuffer();
      return (await sharp(centre).stats()).channels[0].mean;
    };
    expect(await centreMean(await prepared(page))).toBeLessThan(100);
    expect(await centreMean(await prepared(page, { darkRegions: true }))).toBeGreaterThan(150);

    // A reread starts from the photo's sheet, kept from its first read: turning its dark card leaves the sheet
    // as it was for any read after it.
    const sheet = await photoSheet(page);
    const kept = Buffer.from(sheet.data);
    expect(await centreMean(await pngOf(await finishSheet(sheet, { darkRegions: true })))).toBeGreaterThan(
      150,
    );
    expect(Buffer.from(sheet.data).equals(kept)).toBe(true);
    expect(await centreMean(await pngOf(await finishSheet(sheet, {})))).toBeLessThan(100);
  });

  it('still crops a slanted ticket to its paper when it lies on a dark table (the straightened corners are table, not white)', async () => {
    // A light slip with lines of "text", turned 5° and laid on a dark grey table.
    const text = Buffer.alloc(300 * 400, 240);
    for (let y = 30; y < 370; y += 24)
      for (let k = 0; k < 8; k++) text.fill(30, (y + k) * 300 + 25, (y + k) * 300 + 260);
    const slip = await sharp(text, { raw: { width: 300, height: 400, channels: 1 } })
      .rotate(5, { background: '#6b6e75' })
      .toColourspace('srgb')
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 640, height: 720, channels: 3, background: '#6b6e75' } })
      .composite([{ input: slip, left: 150, top: 130 }])
      .jpeg()
      .toBuffer();
    const page = await preprocessForOcr(photo);
    // The whole photo is read 1,600 px wide; the slip alone is about half of it.
    expect(page.width).toBeLessThan(1_100);
    expect(page.height).toBeLessThan(1_300);
  });
});

describe('photoSheet straightened', () => {
  it("straightens a wide screen's page slanted by half a degree: its long lines would drift by one", async () => {
    const [width, height] = [1600, 900];
    const page = Buffer.alloc(width * height, 250);
    // Lines of words of several lengths, their pitch uneven: no two slants line them up alike.
    for (let y = 60, n = 0; y < 840; y += 36 + ((n * 7) % 5) * 6, n++)
      for (let x = 100, m = n; x < 1500; x += 30 + ((m * 13) % 7) * 25, m++)
        for (let k = 0; k < 10; k++)
          page.fill(30, (y + k) * width + x, (y + k) * width + Math.min(1500, x + 20 + ((m * 13) % 7) * 22));
    const photo = await sharp(page, { raw: { width, height, channels: 1 } })
      .rotate(-0.6, { background: '#fafafa' })
      .png()
      .toBuffer();
    const sheet = await photoSheet(photo);
    // The first line's top, near its left end and near its right end.
    const top = (share: number) => {
      const x = Math.round(share * sheet.width);
      let y = 0;
      while (y < sheet.height && sheet.data[y * sheet.width + x] > 128) y++;
      return y;
    };
    expect(Math.abs(top(0.2) - top(0.8))).toBeLessThan(6);
  });
});

describe('photoSheet turned', () => {
  it('turns a photo by quarters before anything else: a tall page read sideways is wide', async () => {
    const tall = await sharp({ create: { width: 400, height: 800, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="800"><rect x="20" y="20" width="120" height="30"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const upright = await photoSheet(tall);
    const turned = await photoSheet(tall, 1);
    expect(upright.height).toBeGreaterThan(upright.width);
    expect(turned.width).toBeGreaterThan(turned.height);
    // The black bar in the top left corner is in the top right corner once turned clockwise.
    const ink = (x: number, y: number) =>
      turned.data[Math.round(y * turned.height) * turned.width + Math.round(x * turned.width)];
    expect(ink(0.95, 0.1)).toBeLessThan(100);
    expect(ink(0.05, 0.1)).toBeGreaterThan(200);
  });
});
