import styled from '@emotion/styled';
import type { RecommendationRequestInput, RecommendedDogFood } from '@gentlebowl/contracts';
import { type BreadcrumbItem, Breadcrumbs, PageMeta, useAppDispatch, useAppSelector } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { Notice, PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CompareToggle } from '../features/compare/compare-toggle';
import { ShownRecommendations } from '../features/results/shown-recommendations';
import { answersFromSearch, answersToSearch, NEUTRAL_DOG_NAME, requestFromSearch } from '../features/wizard/answers-in-url';
import { FoodSelectorWizard } from '../features/wizard/food-selector-wizard';
import { selectRestoredDogName, selectShownRequest, wizardReset } from '../features/wizard/wizard-slice';
import { AffiliateDisclosure } from '../shared/affiliate-disclosure';
import { SelectorPageColumn } from '../shared/selector-page-layout';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const breadcrumbs: readonly BreadcrumbItem[] = breadcrumbTrail('food-selector');

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
 *
 * The address carries the answers of the results shown (issue 14), so a reload, a bookmark or a
 * shared link shows them again, rendered by the shell's server: the results come from the answers
 * in the address unless the owner asked for others in this visit. The dog's name stays out of the
 * address bar; the share bar puts it in a copied link only when the owner ticks the box, and after a
 * reload the owner's own results keep the name this tab kept with the wizard's answers.
 */
export function FoodSelectorPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const linkedAnswers = useMemo(() => answersFromSearch(search), [search]);
  const linkedRequest = useMemo(() => requestFromSearch(search), [search]);
  const ownRequest = useAppSelector(selectShownRequest);
  const restoredDogName = useAppSelector(selectRestoredDogName);
  const shownRequest = ownRequest ?? linkedRequest;
  // A link without the name (the owner's own results after a reload) shows the name this tab kept;
  // a shared link opened elsewhere has none and says "your dog".
  const linkNamesTheDog = ownRequest !== null || linkedAnswers?.dogInfo?.dogName !== undefined;
  const shownAnswers = shownRequest && {
    ...shownRequest,
    dogInfo: {
      ...shownRequest.dogInfo,
      dogName: linkNamesTheDog ? shownRequest.dogInfo.dogName : (restoredDogName ?? NEUTRAL_DOG_NAME),
    },
  };
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Only an answer that arrives while the page is open moves the focus, not one kept from an
  // earlier visit or one the server rendered.
  const [arrivedRequestId, setArrivedRequestId] = useState<number | null>(null);

  const showInAddress = (request: RecommendationRequestInput | null) =>
    navigate({ search: request ? answersToSearch(request, { includeName: false }) : '' }, { replace: true });
  const reset = () => {
    dispatch(wizardReset());
    showInAddress(null);
  };
  // The comparison works portions out for the same dog; it needs no name or breed.
  const comparedDog = shownRequest && {
    size: shownRequest.dogInfo.size,
    age: shownRequest.dogInfo.age,
    ...(shownRequest.dogInfo.weightLbs !== undefined ? { weightLbs: shownRequest.dogInfo.weightLbs } : {}),
  };
  const compareToggle = (food: RecommendedDogFood) => <CompareToggle food={food} dog={comparedDog} />;
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
      <SelectorPageColumn>
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
          <FoodSelectorWizard
            linkedAnswers={linkedAnswers}
            onRecommendations={(request, { requestId }) => {
              setArrivedRequestId(requestId);
              showInAddress(request);
            }}
          />
          <Aside aria-label="Before you choose" data-print="hide">
            <VetDisclaimer />
            <AffiliateDisclosure />
          </Aside>
        </Layout>
        {shownRequest && shownAnswers ? (
          <ShownRecommendations
            request={shownRequest}
            dogName={shownAnswers.dogInfo.dogName}
            arrivedRequestId={arrivedRequestId}
            onReset={reset}
            onBackToTop={backToTop}
            searchFor={(includeName) => answersToSearch(shownAnswers, { includeName })}
            foodActions={compareToggle}
          />
        ) : null}
      </SelectorPageColumn>
    </SelectorRemoteRoot>
  );
}
