import { SHARE_CARD } from '@gentlebowl/contracts';
import { Resvg } from '@resvg/resvg-js';
import { drawShareCard, placeOnCard, shareCardFontDir } from './share-card-drawing';

/** The RGB of one pixel of a PNG, decoded by drawing it with resvg. */
function pixelAt(png: Buffer, x: number, y: number): number[] {
  const { width, height, pixels } = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}">` +
      `<image width="${SHARE_CARD.width}" height="${SHARE_CARD.height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render();
  expect([width, height]).toEqual([SHARE_CARD.width, SHARE_CARD.height]);
  const offset = (y * width + x) * 4;
  return [...pixels.subarray(offset, offset + 3)];
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`);

const WHITE = [255, 255, 255];
const CREAM = [246, 241, 231];
const SALMON = [204, 153, 102];

describe('placeOnCard', () => {
  it.each([
    ['a post picture fills the card', 1200, 630, { x: 0, y: 0, width: 1200, height: 630 }],
    ['a square food picture stands in the middle at full height', 600, 600, { x: 285, y: 0, width: 630, height: 630 }],
    ['a 4:3 recipe picture too', 1200, 900, { x: 180, y: 0, width: 840, height: 630 }],
    ['a wide banner fits the width, centred in height', 2400, 630, { x: 0, y: 157.5, width: 1200, height: 315 }],
  ])('%s', (_case, width, height, placement) => {
    expect(placeOnCard(width, height)).toEqual(placement);
  });
});

describe('drawShareCard', () => {
  const fontDir = shareCardFontDir();

  it('draws a square picture whole in the middle, its margins in the colour of its edge', async () => {
    const card = await drawShareCard(
      svg(600, 600, '<rect width="600" height="600" fill="#F6F1E7"/><circle cx="300" cy="300" r="290" fill="#c96"/>'),
      fontDir,
    );
    expect(pixelAt(card, 20, 315)).toEqual(CREAM);
    expect(pixelAt(card, 600, 315)).toEqual(SALMON);
    // The circle keeps its shape, as wide as it is high (609 pixels), not stretched to the card's width.
    expect(pixelAt(card, 300, 315)).toEqual(SALMON);
    expect(pixelAt(card, 290, 315)).toEqual(CREAM);
    expect(pixelAt(card, 900, 315)).toEqual(SALMON);
    expect(pixelAt(card, 910, 315)).toEqual(CREAM);
    expect(pixelAt(card, 600, 20)).toEqual(SALMON);
  });

  it('puts a transparent picture on white, since previews show transparency on their own background', async () => {
    const card = await drawShareCard(svg(1200, 630, '<circle cx="600" cy="315" r="100" fill="#c96"/>'), fontDir);
    expect(pixelAt(card, 20, 20)).toEqual(WHITE);
    expect(pixelAt(card, 600, 315)).toEqual(SALMON);
  });

  it("draws the pictures' Helvetica and Arial text with the fonts the API ships", async () => {
    const label = await drawShareCard(
      svg(1200, 630, '<text x="40" y="400" font-family="Helvetica, Arial, sans-serif" font-size="400" font-weight="700">H</text>'),
      fontDir,
    );
    // The middle of the H's left stem is ink, not paper.
    expect(pixelAt(label, 80, 250)).toEqual([0, 0, 0]);
    expect(pixelAt(label, 80, 500)).toEqual(WHITE);
  });
});
