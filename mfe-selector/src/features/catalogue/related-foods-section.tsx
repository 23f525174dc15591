import styled from '@emotion/styled';
import { type DogFood, foodTypeLabel, labelOf, proteinOptions } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { useId } from 'react';
import { useSelectorRelatedFoodsQuery } from '../../shared/selector-api';
import { catalogueHref } from './catalogue-address';
import { relatedFoodLists } from './related-foods';

const Section = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3) }));

const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes['2xl'] }));

/** The related foods, one per line: their names are long, and in a wrapping row they fell two to a
 * line, then one. */
const Foods = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  margin: 0,
  paddingInlineStart: theme.space(5),
}));

/** The lists they come from: short names, side by side where they fit. */
const Lists = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(2)} ${theme.space(6)}`,
  margin: 0,
  paddingInlineStart: theme.space(5),
}));

/**
 * The ways on from a product page into the catalogue: foods like it by name (the same protein,
 * then the same type), the lists they come from, and every food. (The page's compare toggle leads to
 * the comparison; a link per product to a comparison of its own would be thirty more addresses for
 * crawlers, each canonical to /compare.)
 */
export function RelatedFoodsSection({ food }: { food: DogFood }) {
  const headingId = useId();
  const lists = relatedFoodLists(food);
  const related = useSelectorRelatedFoodsQuery(food.id).currentData ?? [];

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>More foods like this</Heading>
      {related.length > 0 ? (
        <Foods aria-label="Related foods">
          {related.map((other) => (
            <li key={other.id}>
              <Link to={routeHref('dog-food', { params: { id: other.id } })}>{`${other.brand} ${other.name}`}</Link>
            </li>
          ))}
        </Foods>
      ) : null}
      <Lists aria-label="Lists of foods">
        {lists.protein?.protein ? (
          <li>
            <Link to={catalogueHref(lists.protein)}>
              More foods with {labelOf(proteinOptions, lists.protein.protein).toLowerCase()}
            </Link>
          </li>
        ) : null}
        {lists.type?.type ? (
          <li>
            <Link to={catalogueHref(lists.type)}>Every food of the type {foodTypeLabel(lists.type.type)}</Link>
          </li>
        ) : null}
        <li>
          <Link to={routeHref('dog-foods')}>Browse all dog foods</Link>
        </li>
      </Lists>
    </Section>
  );
}
