import { describe, expect, it } from 'vitest';
import type { Box } from './document-crop';
import { movePanelBelow, sidePanel } from './side-panel';
import type { GreyPage } from './types';

const BACKGROUND = 232;
const INK = 30;

/** A grey page of `width` × `height`, drawn, not rendered: no font is needed. */
function blank(width: number, height: number, grey = BACKGROUND): GreyPage {
  return { data: new Uint8Array(width * height).fill(grey), width, height };
}

function fill(page: GreyPage, box: Box, grey: number) {
  for (let y = box.top; y < box.top + box.height; y++)
    page.data.fill(grey, y * page.width + box.left, y * page.width + box.left + box.width);
}

/** A white box with a grey border and rows of dark "words" in it, as a web page draws a panel of text. */
function panel(page: GreyPage, box: Box) {
  fill(page, box, 200);
  fill(page, { left: box.left + 1, top: box.top + 1, width: box.width - 2, height: box.height - 2 }, 255);
  for (let y = box.top + 16; y + 10 < box.top + box.height - 8; y += 28)
    for (let x = box.left + 14; x + 40 < box.left + box.width - 10; x += 60)
      fill(page, { left: x, top: y, width: 40, height: 10 }, INK);
}

/** The page as a camera sees a screen: each pixel the mean of the square `radius` around it. */
function blurred({ data, width, height }: GreyPage, radius: number): GreyPage {
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -radius; dy <= radius; dy++)
        for (let dx = -radius; dx <= radius; dx++) {
          const [u, v] = [x + dx, y + dy];
          if (u < 0 || v < 0 || u >= width || v >= height) continue;
          sum += data[v * width + u];
          n++;
        }
      out[y * width + x] = Math.round(sum / n);
    }
  return { data: out, width, height };
}

/** Whether any pixel of a box is ink. */
function inked(page: GreyPage, box: Box) {
  for (let y = box.top; y < box.top + box.height; y++)
    for (let x = box.left; x < box.left + box.width; x++)
      if (page.data[y * page.width + x] === INK) return true;
  return false;
}

describe('side panel', () => {
  it("finds a summary box beside a ticket's table and moves it below the page", () => {
    const page = blank(1200, 700);
    panel(page, { left: 20, top: 80, width: 780, height: 560 });
    const summary = { left: 830, top: 80, width: 350, height: 240 };
    panel(page, summary);
    const found = sidePanel(page)!;
    expect(found.left).toBeGreaterThan(800);
    expect(found.left).toBeLessThan(830);
    expect(found.top).toBeLessThanOrEqual(summary.top + 16);
    expect(found.top + found.height).toBeGreaterThanOrEqual(summary.top + summary.height - 20);

    const moved = movePanelBelow(page, found);
    expect(moved.height).toBeGreaterThan(page.height);
    // The table stays where it was; the summary's words are gone from beside it and stand below the page.
    expect(inked(moved, { left: 20, top: 80, width: 780, height: 560 })).toBe(true);
    expect(inked(moved, summary)).toBe(false);
    expect(
      inked(moved, { left: 830, top: page.height, width: 350, height: moved.height - page.height }),
    ).toBe(true);
  });

  it('finds a menu on the left of the table as well', () => {
    const page = blank(1200, 700);
    panel(page, { left: 20, top: 80, width: 260, height: 300 });
    panel(page, { left: 300, top: 80, width: 880, height: 560 });
    const found = sidePanel(page)!;
    expect(found.left).toBe(0);
    expect(found.width).toBeGreaterThan(280);
    expect(found.width).toBeLessThan(300);
  });

  it("finds a ticket panel whose border alone parts it from the site's offer, its lines unlike the offer's rows", () => {
    const page = blank(1200, 700, 255);
    // The offer: rows of words and prices every 38 px, up to the panel's 1-px border.
    for (let y = 30; y < 660; y += 38)
      for (let x = 20; x + 40 < 880; x += 60) fill(page, { left: x, top: y, width: 40, height: 12 }, INK);
    fill(page, { left: 900, top: 10, width: 1, height: 680 }, 225);
    // The panel's lines: a small one, a bold one, a gap, every 61 px.
    for (let y = 20; y < 650; y += 61) {
      fill(page, { left: 915, top: y, width: 200, height: 9 }, INK);
      fill(page, { left: 915, top: y + 16, width: 240, height: 14 }, INK);
    }
    const found = sidePanel(page)!;
    expect(found.left).toBeGreaterThanOrEqual(899);
    expect(found.left).toBeLessThanOrEqual(902);
    expect(found.height).toBeGreaterThan(600);
  });

  it('leaves a short rule alone: a panel beside a page runs down most of it', () => {
    const page = blank(1200, 700, 255);
    fill(page, { left: 900, top: 200, width: 1, height: 180 }, 225);
    for (let y = 210; y < 370; y += 38) fill(page, { left: 20, top: y, width: 500, height: 12 }, INK);
    for (let y = 215; y < 370; y += 61) fill(page, { left: 915, top: y, width: 200, height: 9 }, INK);
    expect(sidePanel(page)).toBeNull();
  });

  it("leaves a table's column rule alone: its columns' lines stand level across it", () => {
    const page = blank(1200, 700, 255);
    fill(page, { left: 900, top: 10, width: 1, height: 680 }, 225);
    for (let y = 30; y < 660; y += 38) {
      fill(page, { left: 20, top: y, width: 500, height: 12 }, INK);
      fill(page, { left: 930, top: y, width: 80, height: 12 }, INK);
    }
    expect(sidePanel(page)).toBeNull();
  });

  it("leaves a ruled table alone though its columns' text differs in height: its row rules cross the column rule", () => {
    const page = blank(1200, 700, 255);
    fill(page, { left: 900, top: 10, width: 1, height: 680 }, 225);
    for (let y = 20; y < 660; y += 38) {
      fill(page, { left: 10, top: y, width: 1180, height: 1 }, 225);
      // Names with descenders on the left, small figures on the right.
      fill(page, { left: 20, top: y + 10, width: 500, height: 16 }, INK);
      fill(page, { left: 930, top: y + 13, width: 80, height: 10 }, INK);
    }
    expect(sidePanel(page)).toBeNull();
  });

  it('leaves two equal columns of cards alone: they are read card by card after OCR (columns.ts)', () => {
    const page = blank(1200, 700);
    panel(page, { left: 20, top: 80, width: 570, height: 560 });
    panel(page, { left: 610, top: 80, width: 570, height: 560 });
    expect(sidePanel(page)).toBeNull();
  });

  it("leaves a plain table alone: its columns' gaps have no panel's sides", () => {
    const page = blank(1200, 700, 255);
    for (let y = 40; y < 660; y += 28) {
      fill(page, { left: 20, top: y, width: 600, height: 10 }, INK);
      fill(page, { left: 900, top: y, width: 200, height: 10 }, INK);
    }
    expect(sidePanel(page)).toBeNull();
  });

  it('leaves a ruled grid alone: the space between two rules holds text', () => {
    const page = blank(1200, 700, 255);
    for (let x = 20; x < 1180; x += 80) fill(page, { left: x, top: 20, width: 1, height: 660 }, 180);
    for (let y = 40; y < 660; y += 28)
      for (let x = 30; x < 1160; x += 80) fill(page, { left: x, top: y, width: 50, height: 10 }, INK);
    expect(sidePanel(page)).toBeNull();
  });

  it("leaves one line of large letters alone: their strokes' sides are no panel's", () => {
    const page = blank(900, 120, 255);
    // Letters' stems 50 px tall, a word's gap after every fourth.
    for (let x = 20, n = 0; x < 860; x += n % 4 === 3 ? 60 : 24, n++)
      fill(page, { left: x, top: 35, width: 8, height: 50 }, INK);
    expect(sidePanel(page)).toBeNull();
  });

  it("finds a photographed screen's ticket panel: its sides blurred, the offer's row dividers breaking its edge, a dark bezel beside it", () => {
    const page = blank(1200, 700, 243);
    // The offer: white rows of words, a grey divider every 40 px, up to its side at 800.
    fill(page, { left: 20, top: 40, width: 780, height: 620 }, 255);
    for (let y = 40; y < 660; y += 40) {
      fill(page, { left: 20, top: y, width: 780, height: 2 }, 243);
      for (let x = 40; x + 40 < 780; x += 60)
        fill(page, { left: x, top: y + 14, width: 40, height: 12 }, INK);
    }
    // The panel: a bordered white box from 815, its legs every 50 px; the screen's bezel from 1170.
    const summary = { left: 815, top: 60, width: 340, height: 420 };
    fill(page, summary, 236);
    fill(page, { left: 816, top: 61, width: 338, height: 418 }, 255);
    const legs = [80, 130, 180, 230, 280, 330, 380, 430];
    for (const y of legs) fill(page, { left: 830, top: y, width: 260, height: 14 }, INK);
    fill(page, { left: 1170, top: 0, width: 30, height: 700 }, 40);
    const photo = blurred(page, 2);
    const found = sidePanel(photo)!;
    expect(found).not.toBeNull();
    expect(found.left).toBeGreaterThan(800);
    expect(found.left).toBeLessThanOrEqual(816);
    expect(found.left + found.width).toBeLessThanOrEqual(1170);
    expect(found.top).toBeLessThan(legs[0]);
    expect(found.top + found.height).toBeGreaterThan(legs.at(-1)! + 14);
  });

  it('leaves an empty box beside the table alone', () => {
    const page = blank(1200, 700);
    panel(page, { left: 20, top: 80, width: 780, height: 560 });
    fill(page, { left: 830, top: 80, width: 350, height: 240 }, 200);
    fill(page, { left: 831, top: 81, width: 348, height: 238 }, 255);
    expect(sidePanel(page)).toBeNull();
  });
});
