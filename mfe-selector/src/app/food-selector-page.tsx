import styled from '@emotion/styled';
import type { RecommendationRequestInput, RecommendedDogFood } from '@gentlebowl/contracts';
import { type BreadcrumbItem, Breadcrumbs, PageMeta, useHydrated } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { Notice, PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { inPageNavigation, useLocation, useNavigate } from '@gentlebowl/router';
import { compareDogOf } from '../features/compare/compare-query';
import { CompareToggle } from '../features/compare/compare-toggle';
import type { PuppyWeights, WeightsQuestion } from '../features/results/puppy-weights-form';
import { ShownRecommendations } from '../features/results/shown-recommendations';
import {
  type AnswersOutOfAddress,
  answersFromQuery,
  answersOutOfAddress,
  answersToSearch,
  requestFromSearch,
  stepFromQuery,
  stepSearch,
} from '../features/wizard/answers-in-url';
import { FoodSelectorWizard } from '../features/wizard/food-selector-wizard';
import { NEUTRAL_DOG_NAME } from '../features/wizard/wizard-values';
import { wizardView } from '../features/wizard/wizard-view';
import { AffiliateDisclosure } from '../shared/affiliate-disclosure';
import { SelectorPageColumn } from '../shared/selector-page-layout';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const breadcrumbs: readonly BreadcrumbItem[] = breadcrumbTrail('food-selector');

/** The page title's id: where 'Back to Top' leads (`#find-the-best-food`) without scripts. */
const TITLE_ID = 'find-the-best-food';

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

/** What the owner's own history entry keeps beside the address. */
interface SelectorHistoryState {
  outOfAddress?: AnswersOutOfAddress;
}

function keptOutOfAddress(state: unknown): AnswersOutOfAddress {
  const kept = (state as SelectorHistoryState | null)?.outOfAddress;
  return {
    ...(typeof kept?.name === 'string' ? { name: kept.name } : {}),
    ...(typeof kept?.note === 'string' ? { note: kept.note } : {}),
  };
}

/** The request with a puppy's weights as given (none: without them). */
function withWeights(request: RecommendationRequestInput, weights: PuppyWeights): RecommendationRequestInput {
  const { weightLbs: _weight, adultWeightLbs: _adultWeight, ...dogInfo } = request.dogInfo;
  return {
    ...request,
    dogInfo: {
      ...dogInfo,
      ...(weights.weight !== undefined ? { weightLbs: weights.weight } : {}),
      ...(weights['adult-weight'] !== undefined ? { adultWeightLbs: weights['adult-weight'] } : {}),
    },
  };
}

/**
 * The /food-selector page (spec "Food Selector"): the wizard, the results block that appears once
 * recommendations exist, and the veterinary disclaimer and affiliate disclosure. It renders inside
 * the shell's router, store and theme.
 *
 * The address holds the answers (issues 14 and 19): a step form submits them with the step it asks
 * for, and the page shows that step, or the first one left incomplete with its messages; answers
 * without a step are the results address, whose results the shell's server renders, so a reload, a
 * bookmark or a shared link shows them again. The results address leaves out the dog's name and the
 * note: the owner's own history entry keeps them (a reload shows the owner's results under the
 * dog's name), and the same link opened elsewhere says "your dog".
 */
export function FoodSelectorPage() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const hydrated = useHydrated();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const addressAnswers = useMemo(() => answersFromQuery(query), [query]);
  const requestedStep = stepFromQuery(query);
  const shownRequest = useMemo(() => requestFromSearch(search), [search]);
  // The history entry's state exists only in the browser: read after the server's HTML is taken over.
  const answers = { ...(hydrated ? keptOutOfAddress(state) : {}), ...addressAnswers };
  const view = wizardView(answers, requestedStep, shownRequest !== null);
  const dogName = answers.name?.trim() || NEUTRAL_DOG_NAME;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Only results asked for in the page move the focus, not those of a link, a reload or a return.
  const [askedInPageAt, setAskedInPageAt] = useState<string | null>(null);

  // Results a form sent without scripts carry the name and note in the address: the history entry
  // keeps them instead, as for results asked for in the page.
  useEffect(() => {
    const outOfAddress = answersOutOfAddress(addressAnswers);
    if (!shownRequest || Object.keys(outOfAddress).length === 0) return;
    const withoutThem = new URLSearchParams(search);
    for (const field of Object.keys(outOfAddress)) withoutThem.delete(field);
    navigate({ search: `?${withoutThem.toString()}` }, { replace: true, state: { outOfAddress } });
  }, [shownRequest, addressAnswers, search, navigate]);

  // The comparison works portions out for the same dog; it needs no name or breed.
  const comparedDog = shownRequest && compareDogOf(shownRequest.dogInfo);
  const compareToggle = (food: RecommendedDogFood) => <CompareToggle food={food} dog={comparedDog} />;
  const showResults = (request: RecommendationRequestInput) => {
    const resultsSearch = answersToSearch(request, { includeName: false });
    setAskedInPageAt(resultsSearch);
    navigate({ search: resultsSearch }, { state: inPageNavigation({ outOfAddress: answersOutOfAddress(answers) }) });
  };
  // A puppy's weights asked in the results: the same answers, with the weights.
  const weightsQuestion: WeightsQuestion | null = shownRequest && {
    carried: [...new URLSearchParams(answersToSearch(withWeights(shownRequest, {}), { includeName: false }))],
    sent: {
      ...(addressAnswers.weight !== undefined ? { weight: addressAnswers.weight } : {}),
      ...(addressAnswers['adult-weight'] !== undefined ? { 'adult-weight': addressAnswers['adult-weight'] } : {}),
    },
    onSubmit: (weights) => showResults(withWeights(shownRequest, weights)),
  };
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
          <PageTitle ref={titleRef} id={TITLE_ID} tabIndex={-1}>
            Find the Best Dog Food for a Sensitive Stomach
          </PageTitle>
          <PageLead>
            Three short steps: tell us about your dog, its symptoms and what you would like to feed. We match foods from
            our catalogue and never suggest one with an allergen you tick.
          </PageLead>
        </PageHeader>
        <Layout>
          <FoodSelectorWizard
            answers={answers}
            view={view}
            openedFromForm={requestedStep !== undefined}
            onRecommendations={(submitted, request) => {
              const resultsSearch = answersToSearch(request, { includeName: false });
              setAskedInPageAt(resultsSearch);
              navigate(
                { search: resultsSearch },
                { state: inPageNavigation({ outOfAddress: answersOutOfAddress(submitted) }) },
              );
            }}
          />
          <Aside aria-label="Before you choose" data-print="hide">
            <VetDisclaimer />
            <AffiliateDisclosure />
          </Aside>
        </Layout>
        {shownRequest && weightsQuestion ? (
          <ShownRecommendations
            request={shownRequest}
            dogName={dogName}
            askedInPage={askedInPageAt === search}
            resetTo={`${routeHref('food-selector')}${stepSearch(answers, 1)}`}
            topId={TITLE_ID}
            onBackToTop={backToTop}
            searchFor={(includeName) =>
              answersToSearch({ ...shownRequest, dogInfo: { ...shownRequest.dogInfo, dogName } }, { includeName })
            }
            foodActions={compareToggle}
            weightsQuestion={weightsQuestion}
          />
        ) : null}
      </SelectorPageColumn>
    </SelectorRemoteRoot>
  );
}
