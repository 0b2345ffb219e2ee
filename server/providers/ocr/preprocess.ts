import sharp, { type Sharp } from 'sharp';
import { assertTicketShape, MAX_OCR_PIXELS, MAX_UPLOAD_PIXELS, ocrScale } from '../../lib/image-shape';
import { skewAngle, skewProbe } from './deskew';
import { documentBox } from './document-crop';
import { inkColouredLabels } from './pills';
import { eraseTableRules } from './table-rules';
import { invertDarkLabels, invertDarkRegions } from './polarity';
import { smallTextScale } from './text-size';
import { normaliseGrey } from './contrast';
import { movePanelBelow, sidePanel } from './side-panel';
import type { GreyPage } from './types';

/** Mean grey (0–255) under which a picture is a dark-mode screen; paper and light themes sit far above. */
const DARK_MEAN = 100;
/**
 * The slant (degrees) a photo is straightened from. A wide photo (a desktop screen) is straightened from the least
 * slant skewAngle measures: its lines run across the whole width, and half a degree drifts them by a line.
 */
const MIN_SLANT = { tall: 1, wide: 0.5 };
/** The share of each side left out when a photo's middle is looked at: the surface or frame around a ticket. */
const MARGIN_SHARE = 0.2;

/**
 * Prepares a photo for OCR: EXIF orientation applied, a slant straightened, a dark-mode screen inverted, small
 * text upscaled, very large photos scaled down (never more than MAX_OCR_PIXELS: OCR memory and time grow with
 * pixels, accuracy does not), grayscale with coloured labels' light text turned to ink (pills.ts), cropped to
 * the ticket when a darker surface surrounds it (document-crop.ts), a web page's side panel moved below it
 * (side-panel.ts), contrast normalised, a table's ruled lines erased (table-rules.ts). With `darkRegions`, light
 * text on any dark surface of the page, and on a dark label (a pill, an odds button), is turned dark too
 * (polarity.ts).
 */
export async function preprocessForOcr(image: Buffer, options: SheetOptions = {}): Promise<GreyPage> {
  return finishSheet(await photoSheet(image), options);
}

export interface SheetOptions {
  darkRegions?: boolean;
}

/**
 * The photo as a grey sheet, every step before those a reread varies: upright, straightened, sized, coloured
 * labels inked, cropped to the ticket, side panels moved below. A reread starts from here, not from the photo.
 */
export async function photoSheet(image: Buffer, quarterTurns = 0): Promise<GreyPage> {
  // A turned photo is turned first, as a photo of its own: the steps below rotate again (a slant).
  if (quarterTurns)
    image = await sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS })
      .autoOrient()
      .rotate(90 * quarterTurns)
      .png({ compressionLevel: 1 })
      .toBuffer();
  const img = sharp(image, { limitInputPixels: MAX_UPLOAD_PIXELS }).autoOrient();
  const meta = await img.metadata();
  // EXIF orientations 5–8 turn the picture a quarter: the upright width is the stored height.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  const width = (quarterTurn ? meta.height : meta.width) ?? 0;
  const height = (quarterTurn ? meta.width : meta.height) ?? 0;
  assertTicketShape(width, height);
  let scale = ocrScale(width, height);
  // A slanted photo is straightened first: tesseract reads lines, and a few degrees run two lines together.
  const angle = await skewAngle(await skewProbe(img.clone()));
  // A dark-mode screenshot (light text on a dark background) is turned into dark text on light: tesseract
  // is trained on print and reads inverted text poorly. Checked before the rotation adds corners, on the
  // photo's middle (a small copy's mean differs by a few greys): a light ticket photographed on a dark table
  // or in a phone's black frame is still light where the ticket is.
  const middle = {
    left: Math.floor(width * MARGIN_SHARE),
    top: Math.floor(height * MARGIN_SHARE),
    width: Math.max(1, Math.round(width * (1 - 2 * MARGIN_SHARE))),
    height: Math.max(1, Math.round(height * (1 - 2 * MARGIN_SHARE))),
  };
  const dark = meanGrey(await img.clone().extract(middle).grayscale().raw().toBuffer()) < DARK_MEAN;
  // The corners a rotation uncovers take the colour of the photo's edge (the table, the bezel), so a ticket
  // photographed on a table stays a light patch on a darker surround and document-crop still finds it.
  if (Math.abs(angle) >= (width > height ? MIN_SLANT.wide : MIN_SLANT.tall))
    img.rotate(angle, { background: await edgeColour(img.clone()) });
  if (dark) img.negate({ alpha: false });
  // A page neither enlarged nor reduced by its width (a desktop screenshot at 100 %) may still print its text
  // too small for tesseract: then it is enlarged by its letters' height (text-size.ts).
  if (scale === 1) {
    const probe = await img.clone().grayscale().extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const enlarge = smallTextScale(probe.data, probe.info.width, probe.info.height);
    scale = Math.min(enlarge, Math.sqrt(MAX_OCR_PIXELS / (width * height)));
  }
  const sized = img.resize(scale === 1 ? undefined : { width: Math.max(1, Math.floor(width * scale)) });
  const { data, info } = await sized.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height };
  const grey = await sharp(data, { raw: { ...raw, channels: info.channels } })
    .grayscale()
    .raw()
    .toBuffer();
  inkColouredLabels(data, grey, info.width, info.height, info.channels, dark);
  const ticket = documentBox(grey, info.width, info.height);
  const page = sharp(grey, { raw: { ...raw, channels: 1 } });
  const c = await (ticket ? page.extract(ticket) : page)
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sheet: GreyPage = { data: c.data, width: c.info.width, height: c.info.height };
  // A web page's summary box and menu beside the ticket's table are read after it, not across its rows.
  for (let panels = 0, panel; panels < 2 && (panel = sidePanel(sheet)); panels++)
    sheet = movePanelBelow(sheet, panel);
  return sheet;
}

/**
 * A sheet as OCR reads it: with `darkRegions` its light-on-dark text turned dark (on a copy, the sheet is
 * kept for rereads), contrast normalised, a table's rules erased, sharpened.
 */
export async function finishSheet(sheet: GreyPage, { darkRegions = false }: SheetOptions): Promise<GreyPage> {
  if (darkRegions) {
    sheet = { ...sheet, data: Uint8Array.from(sheet.data) };
    await invertDarkRegions(sheet.data, sheet.width, sheet.height);
    invertDarkLabels(sheet.data, sheet.width, sheet.height);
  }
  const { width, height } = sheet;
  const sharpen = (data: Uint8Array | Buffer) =>
    sharp(data, { raw: { width, height, channels: 1 } })
      .sharpen()
      .extractChannel(0)
      .raw()
      .toBuffer();
  // Sharpened, then normalised: the order sharp applies them in one pipeline, which reads better than sharpening
  // normalised bytes (dev leg F1 0.913 against 0.910, odds 0.981 against 0.966).
  const ready = await normaliseGrey(await sharpen(sheet.data));
  // A bordered table's rules, erased: tesseract drops the words that touch them (table-rules.ts). The rules are
  // looked for on the normalised page, before sharpening; but most pages have none, and the sharpened page shows a
  // grid wherever the normalised one does (on every dev and sealed photo), so only a page with one there is
  // normalised a second time to be sure.
  if (!eraseTableRules(Uint8Array.from(ready), width, height)) return { data: ready, width, height };
  const normalised = await normaliseGrey(sheet.data);
  if (!eraseTableRules(normalised, width, height)) return { data: ready, width, height };
  return { data: await sharpen(normalised), width, height };
}

/** The mean of one channel's bytes (sharp's stats() would measure the photo before the crop). */
function meanGrey(bytes: Buffer): number {
  let sum = 0;
  for (const b of bytes) sum += b;
  return sum / Math.max(1, bytes.length);
}

/** The median colour of a picture's outermost pixels (sampled on a small copy). */
export async function edgeColour(image: Sharp): Promise<{ r: number; g: number; b: number }> {
  const side = 64;
  const { data } = await image
    .resize(side, side, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channel = (c: number) => {
    const values: number[] = [];
    for (let y = 0; y < side; y++)
      for (let x = 0; x < side; x++)
        if (x === 0 || y === 0 || x === side - 1 || y === side - 1) values.push(data[(y * side + x) * 3 + c]);
    return values.sort((a, b) => a - b)[values.length >> 1];
  };
  return { r: channel(0), g: channel(1), b: channel(2) };
}
