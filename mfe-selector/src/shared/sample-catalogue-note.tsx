import { SAMPLE_CATALOGUE_NOTE, SAMPLE_CATALOGUE_TITLE } from '@gentlebowl/contracts';
import { Notice } from '@gentlebowl/ui';

/**
 * Said once on a page that shows figures of the sample catalogue the site ships with (not beside
 * every number): they illustrate, nobody checked them against a bag or a retailer.
 */
export function SampleCatalogueNote({ foods }: { foods: readonly { sampleData: boolean }[] }) {
  if (!foods.some((food) => food.sampleData)) return null;
  return (
    <Notice title={SAMPLE_CATALOGUE_TITLE}>
      <p>{SAMPLE_CATALOGUE_NOTE}</p>
    </Notice>
  );
}
