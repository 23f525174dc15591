import type { FoodFigures } from '@gentlebowl/contracts';
import { keepRangesTogether } from '@gentlebowl/ui';

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
 * so an owner can check every number against the maker's or retailer's page. A food whose figures
 * are all estimates has no source to name: its note says so alone.
 */
export function FigureSourcesNote({ figures }: { figures: Pick<FoodFigures, 'sources' | 'estimateNote'> }) {
  const { sources, estimateNote } = figures;
  return (
    <>
      {sources.length > 0 ? (
        <>
          Figures from{' '}
          {sources.map((source, index) => (
            <span key={source}>
              {index > 0 ? ', ' : ''}
              <a href={source}>{siteOf(source)}</a>
            </span>
          ))}
          .{estimateNote ? ' ' : ''}
        </>
      ) : null}
      {estimateNote ? keepRangesTogether(estimateNote) : null}
    </>
  );
}
