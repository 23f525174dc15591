import styled from '@emotion/styled';
import { type BreadcrumbItem, Breadcrumbs, PageMeta, useAppDispatch, useAppSelector } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { Container, Notice, PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { useRef, useState } from 'react';
import { RecommendationResults } from '../features/results/recommendation-results';
import { FoodSelectorWizard } from '../features/wizard/food-selector-wizard';
import { selectResults, wizardReset } from '../features/wizard/wizard-slice';
import { AffiliateDisclosure } from '../shared/affiliate-disclosure';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const breadcrumbs: readonly BreadcrumbItem[] = breadcrumbTrail('food-selector');

const Page = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
  paddingTop: theme.space(8),
  paddingBottom: theme.space(12),
}));

/** The wizard beside the notes; stacked on small screens. */
const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: theme.space(6),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Aside = styled.aside(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
}));

function VetDisclaimer() {
  return (
    <Notice variant="warning" title="Not a substitute for your vet">
      <p>
        These suggestions are general guidance based on what you tell us, not a diagnosis or veterinary advice. Talk to
        your veterinarian before changing your dog's diet, especially if symptoms are severe, persistent or your dog is a
        young puppy or a senior.
      </p>
    </Notice>
  );
}

/**
 * The /food-selector page (spec "Food Selector"): the wizard, the results block that appears once
 * recommendations exist, and the veterinary disclaimer and affiliate disclosure. It renders inside
 * the shell's router, store and theme.
 */
export function FoodSelectorPage() {
  const dispatch = useAppDispatch();
  const results = useAppSelector(selectResults);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Only an answer that arrives while the page is open moves the focus, not one kept from an
  // earlier visit.
  const [arrivedRequestId, setArrivedRequestId] = useState<number | null>(null);

  const reset = () => dispatch(wizardReset());
  const backToTop = () => {
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  };

  return (
    <SelectorRemoteRoot>
      <PageMeta
        title="Best Dog Food for Sensitive Stomach: Food Selector"
        description="Answer three quick questions about your dog's details, symptoms and food preferences and get dog food recommendations for a sensitive stomach, matched to allergies, age, size and budget."
        keywords="best dog food for sensitive stomach, dog food selector, dog food for diarrhea, hypoallergenic dog food, limited ingredient dog food"
        canonical={routeHref('food-selector')}
      />
      <Page>
        <Breadcrumbs items={breadcrumbs} />
        <PageHeader>
          <PageTitle ref={titleRef} tabIndex={-1}>
            Find the Best Dog Food for a Sensitive Stomach
          </PageTitle>
          <PageLead>
            Three short steps: tell us about your dog, its symptoms and what you would like to feed. We match foods from
            our reviewed catalogue and never suggest one with an allergen you tick.
          </PageLead>
        </PageHeader>
        <Layout>
          <FoodSelectorWizard onRecommendations={setArrivedRequestId} />
          <Aside aria-label="Before you choose">
            <VetDisclaimer />
            <AffiliateDisclosure />
          </Aside>
        </Layout>
        {results ? (
          <RecommendationResults
            key={results.requestId}
            foods={results.foods}
            dogName={results.dogName}
            focusOnShow={arrivedRequestId === results.requestId}
            onReset={reset}
            onBackToTop={backToTop}
          />
        ) : null}
      </Page>
    </SelectorRemoteRoot>
  );
}
