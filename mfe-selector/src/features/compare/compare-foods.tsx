import styled from '@emotion/styled';
import { ageGroupOptions, type DogFood, dogSizeOptions, type FedDog, fedDogFor, formatDecimal, labelOf } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { Card, CardContent, CardHeader, CardTitle, Notice, SkeletonText, VisuallyHidden } from '@gentlebowl/ui';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from '@gentlebowl/router';
import { ADULT_WEIGHT_PARAM, type CompareDog, compareHref, MAX_COMPARED_FOODS, parseCompareQuery } from './compare-query';
import { numberInAddress } from '../../shared/number-in-address';
import { CompareDogForm } from './compare-dog-form';
import { type CompareColumn, planFor } from './compare-rows';
import { CompareTable } from './compare-table';
import { FigureSources } from './figure-sources';
import { type ComparedFood, useComparedFoods } from './use-compared-foods';
import { type UseCompareList, useCompareList } from './use-compare-list';

const Sections = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

const Lead = styled.p({ margin: 0 });

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/** Who the portions are for, in a sentence; says when the weight is the size group's, and what a
 * puppy's portions still need. */
function dogSentence(dog: CompareDog, fed: FedDog): string {
  if (fed.dailyKcal === null) {
    return "A puppy's portions and costs need its weight now and its expected adult weight: enter both below.";
  }
  const kcal = `about ${wholeNumber(fed.dailyKcal)} kcal a day`;
  if (fed.method === 'puppy-growth') {
    return `Portions and costs are worked out for your ${fed.weightLbs} lb puppy, expected to weigh ${fed.adultWeightLbs} lb grown: ${kcal}.`;
  }
  const age = labelOf(ageGroupOptions, dog.age);
  return fed.weightFromSizeGroup
    ? `Portions and costs are worked out for a ${fed.weightLbs} lb dog, ${age}, the middle of the size group ${labelOf(dogSizeOptions, dog.size)}: ${kcal}. Enter your dog's weight for its own figures.`
    : `Portions and costs are worked out for your ${fed.weightLbs} lb dog, ${age}: ${kcal}.`;
}

/** The table's caption: how many foods, and the dog when the portions are worked out. */
function captionOf(foodCount: number, fed: FedDog | null): string {
  const foods = `${foodCount} ${foodCount === 1 ? 'food' : 'foods'} side by side`;
  if (fed?.dailyKcal == null) return `${foods}.`;
  return `${foods}, with the portion and cost for your ${fed.weightLbs} lb ${fed.method === 'puppy-growth' ? 'puppy' : 'dog'}.`;
}

function problemsOf(foods: readonly ComparedFood[], unreadableIds: readonly string[], droppedIds: readonly number[]): string[] {
  return [
    ...unreadableIds.map((text) => `"${text}" in the address is not a food id, so it is left out.`),
    ...foods.filter((food) => food.status === 'unknown').map(({ id }) => `We have no food with the id ${id} in our catalogue.`),
    ...foods.filter((food) => food.status === 'failed').map(({ id }) => `Food ${id} could not be loaded. Please try again later.`),
    ...(droppedIds.length > 0
      ? [`Up to ${MAX_COMPARED_FOODS} foods can be compared at a time, so ${droppedIds.join(', ')} ${droppedIds.length === 1 ? 'is' : 'are'} left out.`]
      : []),
  ];
}

/**
 * A followed 'Remove' takes its own link away with the food's column. The focus goes to what is
 * compared now (or to the empty comparison) instead of falling back to the start of the document.
 */
function useFocusAfterRemoval(comparedCount: number) {
  const target = useRef<HTMLDivElement>(null);
  const removing = useRef(false);
  const shownCount = useRef(comparedCount);
  useEffect(() => {
    const fewer = comparedCount < shownCount.current;
    shownCount.current = comparedCount;
    if (!fewer || !removing.current) return;
    removing.current = false;
    target.current?.focus();
  }, [comparedCount]);
  return {
    target,
    removing: () => {
      removing.current = true;
    },
  };
}

/** An address without foods: the way to the foods this browser keeps on its compare list, if any
 * (the list lives in the browser, so the server renders the page as if there were none). */
function EmptyComparison({ compareList, ref }: { compareList: UseCompareList; ref: RefObject<HTMLDivElement | null> }) {
  const saved = compareList.ids.length;
  return (
    <Notice title={saved > 0 ? 'Your compare list' : 'No foods to compare yet'} ref={ref} tabIndex={-1}>
      {saved > 0 ? (
        <p>
          <Link to={compareList.href}>
            Compare the {saved === 1 ? 'food' : `${saved} foods`} on your compare list
          </Link>
        </p>
      ) : null}
      <p>
        Add up to {MAX_COMPARED_FOODS} foods with "Add to compare" on the results of the food selector or on a product
        page, then open the comparison. <Link to={routeHref('food-selector')}>Find foods with the food selector</Link> or{' '}
        <Link to={routeHref('dog-foods')}>browse all dog foods</Link>.
      </p>
    </Notice>
  );
}

/**
 * The /compare page's body: the foods of the address side by side, with the portion and monthly
 * cost for the dog of the address. Changing the dog or removing a food changes the address, so what
 * is on screen can always be shared.
 */
export function CompareFoods() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const compareList = useCompareList();
  const dogHeadingId = useId();
  const { ids, unreadableIds, droppedIds, dog } = parseCompareQuery(search);
  const foods = useComparedFoods(ids);
  const fed = dog ? fedDogFor(dog) : null;

  const found = foods.flatMap((entry) => (entry.status === 'found' ? [entry.food] : []));
  const columns: CompareColumn[] = found.map((food: DogFood) => ({ food, plan: planFor(food, fed) }));
  const loading = foods.some((entry) => entry.status === 'loading');
  const problems = problemsOf(foods, unreadableIds, droppedIds);

  const removeHref = (id: number) => compareHref(ids.filter((kept) => kept !== id), dog);
  const changeDog = (nextDog: CompareDog) => navigate(compareHref(ids, nextDog), { replace: true });
  const removal = useFocusAfterRemoval(ids.length);

  return (
    <Sections>
      <Card as="section" aria-labelledby={dogHeadingId}>
        <CardHeader>
          <CardTitle as="h2" id={dogHeadingId}>
            Your dog
          </CardTitle>
          <Lead>
            {dog && fed
              ? dogSentence(dog, fed)
              : "Daily portions and monthly costs need your dog's weight or size, and its age. Tell us below to see them."}
          </Lead>
        </CardHeader>
        <CardContent>
          <CompareDogForm
            key={search.toString()}
            dog={dog}
            sentWeight={numberInAddress(search.get('weight'))}
            sentAdultWeight={numberInAddress(search.get(ADULT_WEIGHT_PARAM))}
            foodIds={ids}
            onDogChange={changeDog}
            labelledBy={dogHeadingId}
          />
        </CardContent>
      </Card>
      {problems.length > 0 ? (
        <Notice variant="warning" title="Some foods could not be compared">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </Notice>
      ) : null}
      {loading ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading the foods…</VisuallyHidden>
          <SkeletonText lines={8} />
        </div>
      ) : null}
      {!loading && columns.length === 0 ? <EmptyComparison compareList={compareList} ref={removal.target} /> : null}
      {!loading && columns.length > 0 ? (
        <>
          <CompareTable
            columns={columns}
            dog={fed}
            caption={captionOf(columns.length, fed)}
            removeHref={removeHref}
            onRemove={(id) => {
              removal.removing();
              compareList.remove(id);
            }}
            ref={removal.target}
          />
          <FigureSources foods={found} />
        </>
      ) : null}
    </Sections>
  );
}
