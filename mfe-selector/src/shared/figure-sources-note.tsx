import type { FoodFigures } from '@gentlebowl/contracts';

/** "www.purina.com" for a source address; the address itself when it is not one. */
function siteOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}

/**
 * Where a food's energy, package and price figures were read, and why any of them is an estimate,
 * so an owner can check every number against the maker's or retailer's page.
 */
export function FigureSourcesNote({ figures }: { figures: Pick<FoodFigures, 'sources' | 'estimateNote'> }) {
  return (
    <>
      Figures from{' '}
      {figures.sources.map((source, index) => (
        <span key={source}>
          {index > 0 ? ', ' : ''}
          <a href={source}>{siteOf(source)}</a>
        </span>
      ))}
      .{figures.estimateNote ? ` ${figures.estimateNote}` : ''}
    </>
  );
}
