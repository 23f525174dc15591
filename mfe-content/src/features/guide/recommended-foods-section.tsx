import styled from '@emotion/styled';
import { ContentSection } from '../../shared/content-section';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { GuideAffiliateDisclosure } from './guide-affiliate-disclosure';
import { GuideFoodCard } from './guide-food-card';
import { guideFoods } from './guide-foods';

const EditorialNote = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** Guide section 3: three everyday foods with disclosed affiliate links to their retailers. */
export function RecommendedFoodsSection() {
  return (
    <ContentSection
      title="Recommended Foods for Sensitive Stomachs"
      lead="Three widely available, non-prescription foods that are a sensible first try for many dogs with a sensitive stomach. None suits every dog: match the protein to what your dog tolerates, and change food gradually."
    >
      <GuideAffiliateDisclosure />
      <ThreeUpGrid>
        {guideFoods.map((food) => (
          <li key={food.slug}>
            <GuideFoodCard food={food} />
          </li>
        ))}
      </ThreeUpGrid>
      <EditorialNote>
        These are our editorial picks. Prices and stock change often, so check the current price at the retailer.
      </EditorialNote>
    </ContentSection>
  );
}
