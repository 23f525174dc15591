import { createRequire } from 'node:module';
import path from 'node:path';
import { SHARE_CARD } from '@gentlebowl/contracts';
import { Resvg, type ResvgRenderOptions, renderAsync } from '@resvg/resvg-js';
import { findServicesRoot } from '../config/service-paths.js';

/** Where a picture sits on its card, in the card's pixels. */
export interface CardPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A picture of any shape on the card: scaled to fit whole (never stretched, never cropped) and
 * centred. A 1200 x 630 post picture fills the card; a square food picture stands in its middle.
 */
export function placeOnCard(pictureWidth: number, pictureHeight: number): CardPlacement {
  const scale = Math.min(SHARE_CARD.width / pictureWidth, SHARE_CARD.height / pictureHeight);
  const width = Math.round(pictureWidth * scale);
  const height = Math.round(pictureHeight * scale);
  return { x: (SHARE_CARD.width - width) / 2, y: (SHARE_CARD.height - height) / 2, width, height };
}

/**
 * The folder of Arimo's TrueType files. The pictures' text asks for Helvetica or Arial, which Arimo
 * matches letter for letter in width, so labels keep the layout they were drawn for. It comes from the
 * npm registry with the API, so `npm start` and the container draw the same letters with no system
 * fonts to install (the container's Debian image has none).
 */
export function shareCardFontDir(servicesRoot = findServicesRoot()): string {
  const resolve = createRequire(path.join(servicesRoot, 'package.json')).resolve;
  return path.dirname(resolve('@expo-google-fonts/arimo/package.json'));
}

/**
 * Draws an SVG onto a share card and encodes it as PNG. The picture is rendered at its place's size,
 * then laid on a card whose margins take the colour of the picture's edge they touch, so a picture on
 * a plain background looks wider rather than framed. Cards are opaque: previews would show a
 * transparent picture on their own background, dark in a dark theme.
 */
export async function drawShareCard(svg: Buffer, fontDir: string): Promise<Buffer> {
  const font: ResvgRenderOptions['font'] = {
    loadSystemFonts: false,
    fontDirs: [fontDir],
    defaultFontFamily: 'Arimo',
    sansSerifFamily: 'Arimo',
  };
  // Only the picture's size is read here; no text is drawn, so no fonts are loaded.
  const intrinsic = new Resvg(svg, { font: { loadSystemFonts: false } });
  const place = placeOnCard(intrinsic.width, intrinsic.height);
  const picture = await renderAsync(svg, { font, background: 'white', fitTo: { mode: 'width', value: place.width } });
  const png = picture.asPng();
  if (place.x === 0 && place.y === 0) return png;

  const edge = place.x > 0 ? { x: 0, y: picture.height >> 1 } : { x: picture.width >> 1, y: 0 };
  const offset = (edge.y * picture.width + edge.x) * 4;
  const [red, green, blue] = picture.pixels.subarray(offset, offset + 3);
  const card =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}">` +
    `<rect width="100%" height="100%" fill="rgb(${red},${green},${blue})"/>` +
    `<image x="${place.x}" y="${place.y}" width="${place.width}" height="${place.height}" ` +
    `href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
  return (await renderAsync(card, { font: { loadSystemFonts: false } })).asPng();
}
