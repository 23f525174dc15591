import styled from '@emotion/styled';
import { skipToken } from '@gentlebowl/platform';
import { PageFrame } from '@gentlebowl/ui';
import { useParams } from '@gentlebowl/router';
import { RelatedFoodsSection } from '../features/catalogue/related-foods-section';
import { CompareToggle } from '../features/compare/compare-toggle';
import { DogFoodDetailPage } from '../features/dog-food-detail/dog-food-detail-page';
import { parseDogFoodId } from '../shared/dog-food-id';
import { useSelectorDogFoodQuery } from '../shared/selector-api';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const Page = styled(PageFrame)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(12),
}));

/** The catalogue's ways on from a product that was found (the product page's query, from the cache). */
function RelatedFoods({ idSegment }: { idSegment: string | undefined }) {
  const id = parseDogFoodId(idSegment);
  const { currentData } = useSelectorDogFoodQuery(id ?? skipToken);
  // The product's own prices say once that the figures are the sample catalogue's, when they are.
  return currentData ? <RelatedFoodsSection food={currentData} sampleNoteShown={currentData.sampleData} /> : null;
}

/**
 * The /dog-food/{id} page (spec "Dog food detail") with the compare toggle beside 'Where to Buy' and,
 * below, foods like it from the catalogue. It renders inside the shell's router, store and theme.
 */
export function DogFoodPage() {
  const { id } = useParams();
  return (
    <SelectorRemoteRoot>
      <Page>
        <DogFoodDetailPage idSegment={id} actionsFor={(food) => <CompareToggle food={food} />} />
        <RelatedFoods idSegment={id} />
      </Page>
    </SelectorRemoteRoot>
  );
}
