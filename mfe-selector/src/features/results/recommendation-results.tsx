import styled from '@emotion/styled';
import {
  type Budget,
  type DogSize,
  type RecommendationResponse,
  type RecommendedDogFood,
  resultsSectionHeadings,
  transitionDays,
} from '@gentlebowl/contracts';
import { buttonStyles, keepRangesTogether, Notice, Unbroken } from '@gentlebowl/ui';
import { inPageNavigation } from '@gentlebowl/router';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { SampleCatalogueNote } from '../../shared/sample-catalogue-note';
import { shownOffer } from '../../shared/shown-offer';
import { FeaturedRecommendation } from './featured-recommendation';
import { fedDogLine } from './feeding-wording';
import { PuppyWeightsForm, type WeightsQuestion } from './puppy-weights-form';
import { yourBudget } from './reason-wording';
import { RecommendationCard } from './recommendation-card';
import { ButtonLink } from '../../shared/button-link';
import { ResultsPrintStyles } from './results-print-styles';
import { ShareAndPrint } from './share-and-print';
import { VetFirstPanel } from './vet-first-panel';

const Block = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
}));

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const Intro = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  '& p': { margin: 0 },
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['3xl'],
  '&:focus:not(:focus-visible)': { outline: 'none' },
}));

const Lead = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

const ForDog = styled.p(({ theme }) => ({ fontWeight: theme.fontWeights.semibold }));

const Empty = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space(6),
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.semibold,
}));

const List = styled.ol(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(10),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const PageActions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space(3),
}));

const BackToTop = styled.a(({ theme }) => buttonStyles(theme, { variant: 'outline' }));

/** Said once for every food the results list (each card said it once, issue 45). */
function CheckWithYourVet() {
  return (
    <Notice title="Check with your vet first">
      <p>
        Ask your veterinarian whether a food here suits your dog, then switch to it gradually: a sensitive stomach
        often does best over <Unbroken>{transitionDays.sensitive}</Unbroken> days.
      </p>
    </Notice>
  );
}

/** The dog the results are for, as the owner described it in the wizard. */
export interface ResultsDog {
  name: string;
  size: DogSize;
}

export interface RecommendationResultsProps {
  response: RecommendationResponse;
  dog: ResultsDog;
  /** The monthly budget the owner chose: the foods within it are counted and listed first. */
  budget: Budget;
  /** Move the focus to the results when they appear (a fresh answer, not a return visit). */
  focusOnShow: boolean;
  /** Where 'Try Different Options' and each card's 'Back to the Food Selector' lead: step 1 with the answers. */
  resetTo: string;
  /** The id of the page's top (its title): 'Back to Top' is a link there, so it works before the
   * scripts arrive and without them. */
  topId: string;
  /** 'Back to Top' with scripts: scrolls up and moves the focus there, leaving the address as it is. */
  onBackToTop: () => void;
  /** The query string that reproduces these results; with the dog's name only when asked. */
  searchFor: (includeName: boolean) => string;
  /** More actions on each food (the page puts "Add to compare" here). */
  foodActions?: (food: RecommendedDogFood) => ReactNode;
  /** How the results ask a puppy's weights when the answers lack them. */
  weightsQuestion: WeightsQuestion;
}

/** "3 foods fit what you told us and your under $50 budget, best match first." */
function fittingLead(count: number, budget: Budget): string {
  const fit = count === 1 ? 'One food fits' : `${count} foods fit`;
  return `${fit} what you told us and ${yourBudget(budget)}, best match first.`;
}

/** "One more has no current price, so what it costs is not known." */
function withoutPriceLead(count: number): string {
  return count === 1
    ? 'One more has no current price, so what it costs is not known.'
    : `${count} more have no current price, so what they cost is not known.`;
}

/** When no food is within the budget: "... The closest is listed below", or "The closest are", as many as follow. */
function noneWithinBudget(count: number, budget: Budget): string {
  const closest = count === 1 ? 'The closest is listed below, with how much more it costs' : 'The closest are listed below, with how much more each costs';
  return `No food that fits what you told us is within ${yourBudget(budget)}. ${closest} a month.`;
}

/** "This food fits what you told us but costs more than ...", or "These foods fit ... but cost more", closest first. */
function overBudgetLead(count: number, budget: Budget, dogName: string): string {
  const foods = count === 1 ? 'This food fits what you told us but costs' : 'These foods fit what you told us but cost';
  return `${foods} more than ${yourBudget(budget)} to feed ${dogName}${count === 1 ? '' : ', closest to it first'}.`;
}

/**
 * The results block under the wizard (spec "Food Selector", results, and issues 14, 42 and 45): a
 * "See a vet first" panel when the answers hold a red flag, "Check with your vet first" once above
 * the foods, the foods made for the dog's symptoms with the portion and monthly cost for this dog
 * (those within the owner's budget first and counted, then those without a current price; the rest
 * apart under "Over your budget", each saying how much over), prescription diets apart under "Ask
 * your vet about", and ways to take the results away (link, print). A puppy whose weights are
 * missing is asked for them, never fed a guessed weight. When no food is made for the dog's
 * symptoms, the foods that fit the rest are listed apart, saying so.
 */
export function RecommendationResults({
  response,
  dog,
  budget,
  focusOnShow,
  resetTo,
  topId,
  onBackToTop,
  searchFor,
  foodActions,
  weightsQuestion,
}: RecommendationResultsProps) {
  const headingId = useId();
  const overBudgetId = useId();
  const askYourVetId = useId();
  const notMadeForId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const vetFirstRef = useRef<HTMLHeadingElement>(null);
  const { recommendations: foods, askYourVet, notMadeForTheseSymptoms, redFlags } = response;
  // The engine's order: within the budget, then without a known cost, then over the budget.
  const fitting = foods.filter((food) => food.overBudgetUsd === 0);
  const withinBudget = fitting.filter((food) => food.feeding?.cost != null);
  const withoutPrice = fitting.length - withinBudget.length;
  const overBudget = foods.filter((food) => food.overBudgetUsd > 0);
  const [first] = fitting;
  const firstOffer = first ? shownOffer(first, first.feeding) : null;
  const weightsMissing = response.dog.missing.length > 0;
  const shownFoods = [...foods, ...askYourVet, ...(foods.length === 0 ? notMadeForTheseSymptoms : [])];

  useEffect(() => {
    if (!focusOnShow) return;
    // With red flags the owner reads "See a vet first" before any food.
    const target = vetFirstRef.current ?? headingRef.current;
    target?.closest('section')?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [focusOnShow]);

  const card = (food: RecommendedDogFood) => (
    <RecommendationCard key={food.id} food={food} dogName={dog.name} resetTo={resetTo} extraActions={foodActions?.(food)} />
  );

  return (
    <Block>
      <ResultsPrintStyles />
      {redFlags.length > 0 ? <VetFirstPanel redFlags={redFlags} headingRef={vetFirstRef} /> : null}
      <Section aria-labelledby={headingId}>
        <Intro>
          <Heading id={headingId} ref={headingRef} tabIndex={-1}>
            Recommended foods for {dog.name}
          </Heading>
          {withinBudget.length > 0 ? <Lead>{keepRangesTogether(fittingLead(withinBudget.length, budget))}</Lead> : null}
          {withoutPrice > 0 && !weightsMissing ? <Lead>{withoutPriceLead(withoutPrice)}</Lead> : null}
          {shownFoods.length > 0 && !weightsMissing ? (
            <ForDog>{keepRangesTogether(fedDogLine(response.dog, dog.name, dog.size))}</ForDog>
          ) : null}
        </Intro>
        {weightsMissing && shownFoods.length > 0 ? (
          // Made anew for other weights in the address: a form starts from what the address holds once.
          <PuppyWeightsForm
            key={JSON.stringify(weightsQuestion.sent)}
            dogName={dog.name}
            missing={response.dog.missing}
            question={weightsQuestion}
          />
        ) : null}
        <ShareAndPrint searchFor={searchFor} />
        <SampleCatalogueNote foods={shownFoods} />
        {shownFoods.length > 0 ? <CheckWithYourVet /> : null}
        {first ? (
          <>
            {firstOffer?.current && firstOffer.regularPriceUsd !== null ? <FeaturedRecommendation food={first} offer={firstOffer} /> : null}
            <List>{fitting.map(card)}</List>
          </>
        ) : overBudget.length > 0 ? (
          <Empty>{keepRangesTogether(noneWithinBudget(overBudget.length, budget))}</Empty>
        ) : (
          <Empty>No recommendations match your criteria. Please try adjusting your selections.</Empty>
        )}
      </Section>
      {overBudget.length > 0 ? (
        <Section aria-labelledby={overBudgetId}>
          <Intro>
            <Heading as="h2" id={overBudgetId}>
              {resultsSectionHeadings.overBudget}
            </Heading>
            <Lead>{keepRangesTogether(overBudgetLead(overBudget.length, budget, dog.name))}</Lead>
          </Intro>
          <List>{overBudget.map(card)}</List>
        </Section>
      ) : null}
      {askYourVet.length > 0 ? (
        <Section aria-labelledby={askYourVetId}>
          <Intro>
            <Heading as="h2" id={askYourVetId}>
              {resultsSectionHeadings.askYourVet}
            </Heading>
            <Lead>
              Prescription diets that fit what you told us. They are sold only with your vet's authorization, so ask
              your vet whether one of them suits {dog.name}.
            </Lead>
          </Intro>
          <List>{askYourVet.map(card)}</List>
        </Section>
      ) : null}
      {foods.length === 0 && notMadeForTheseSymptoms.length > 0 ? (
        <Section aria-labelledby={notMadeForId}>
          <Intro>
            <Heading as="h2" id={notMadeForId}>
              {resultsSectionHeadings.notMadeForSymptoms(dog.name)}
            </Heading>
            <Lead>
              {notMadeForTheseSymptoms.length === 1 ? 'This food suits' : 'These foods suit'} {dog.name}'s age, size, allergies and the
              food types you chose, but {notMadeForTheseSymptoms.length === 1 ? 'it is not made for any' : 'none is made for any'} of the
              symptoms you told us about. Ask your vet before choosing one.
            </Lead>
          </Intro>
          <List>{notMadeForTheseSymptoms.map(card)}</List>
        </Section>
      ) : null}
      <PageActions data-print="hide">
        <BackToTop
          href={`#${topId}`}
          onClick={(event) => {
            event.preventDefault();
            onBackToTop();
          }}
        >
          Back to Top
        </BackToTop>
        <ButtonLink to={resetTo} state={inPageNavigation()} variant="primary">
          Try Different Options
        </ButtonLink>
      </PageActions>
    </Block>
  );
}
