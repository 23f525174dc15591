import styled from '@emotion/styled';
import { type Budget, type DogSize, type RecommendationResponse, type RecommendedDogFood, resultsSectionHeadings } from '@gentlebowl/contracts';
import { buttonStyles, keepRangesTogether } from '@gentlebowl/ui';
import { inPageNavigation } from '@gentlebowl/router';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FeaturedRecommendation } from './featured-recommendation';
import { fedDogLine } from './feeding-wording';
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
}

/** "3 foods fit what you told us and your under $50 budget, best match first." */
function fittingLead(count: number, budget: Budget): string {
  const fit = count === 1 ? 'One food fits' : `${count} foods fit`;
  return `${fit} what you told us and ${yourBudget(budget)}, best match first.`;
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
 * The results block under the wizard (spec "Food Selector", results, and issue 14): a "See a vet
 * first" panel when the answers hold a red flag, the recommendations with the portion and monthly
 * cost for this dog (those within the owner's budget first and counted; the rest apart under "Over
 * your budget", each saying how much over), prescription diets apart under "Ask your vet about",
 * and ways to take the results away (link, print).
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
}: RecommendationResultsProps) {
  const headingId = useId();
  const overBudgetId = useId();
  const askYourVetId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const vetFirstRef = useRef<HTMLHeadingElement>(null);
  const { recommendations: foods, askYourVet, redFlags } = response;
  const fitting = foods.filter((food) => food.overBudgetUsd === 0);
  const overBudget = foods.filter((food) => food.overBudgetUsd > 0);
  const [first] = fitting;

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
          {first ? <Lead>{keepRangesTogether(fittingLead(fitting.length, budget))}</Lead> : null}
          {foods.length > 0 || askYourVet.length > 0 ? (
            <ForDog>{keepRangesTogether(fedDogLine(response.dog, dog.name, dog.size))}</ForDog>
          ) : null}
        </Intro>
        <ShareAndPrint searchFor={searchFor} />
        {first ? (
          <>
            {first.isPromotion ? <FeaturedRecommendation food={first} /> : null}
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
