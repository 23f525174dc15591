import { formatShortDate, type LabelFacts, siteOf } from '@gentlebowl/contracts';
import { keepRangesTogether } from '@gentlebowl/ui';

/**
 * Where a food's label figures were read and on what day, linked so an owner can check them against
 * the maker's page, and why any of them is an estimate. A food whose label nobody read says so.
 */
export function LabelSourceNote({ label }: { label: Pick<LabelFacts, 'source' | 'estimateNote'> }) {
  const { source, estimateNote } = label;
  return (
    <>
      {source ? (
        <>
          From the maker's label: <a href={source.url}>{siteOf(source.url)}</a>, recorded {formatShortDate(source.recordedOn)}.
        </>
      ) : (
        "Not yet checked against the maker's label."
      )}
      {estimateNote ? <> {keepRangesTogether(estimateNote)}</> : null}
    </>
  );
}
