import styled from '@emotion/styled';
import { Container } from '@gentlebowl/ui';
import { useParams } from '@gentlebowl/router';
import { CompareToggle } from '../features/compare/compare-toggle';
import { DogFoodDetailPage } from '../features/dog-food-detail/dog-food-detail-page';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const Page = styled(Container)(({ theme }) => ({
  paddingTop: theme.space(8),
  paddingBottom: theme.space(12),
}));

/**
 * The /dog-food/{id} page (spec "Dog food detail") with the compare toggle beside 'Where to Buy'. It
 * renders inside the shell's router, store and theme.
 */
export function DogFoodPage() {
  const { id } = useParams();
  return (
    <SelectorRemoteRoot>
      <Page>
        <DogFoodDetailPage idSegment={id} actionsFor={(food) => <CompareToggle food={food} />} />
      </Page>
    </SelectorRemoteRoot>
  );
}
