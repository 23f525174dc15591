import styled from '@emotion/styled';
import { type DogFood, foodTypeLabel, labelOf, proteinOptions } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import { Link } from '@gentlebowl/router';
import { useId } from 'react';
import { RatingSummary } from '../../shared/rating-summary';
import { SampleCatalogueNote } from '../../shared/sample-catalogue-note';
import { useSelectorRelatedFoodsQuery } from '../../shared/selector-api';
import { catalogueHref } from './catalogue-address';
import { costBandNote } from './catalogue-cost-band';
import { MonthlyCostBand } from './monthly-cost-band';
import { relatedFoodLists } from './related-foods';

const Section = styled.section(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(3) }));

const Heading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes['2xl'] }));

/** The related foods, one per line: their names are long, and in a wrapping row they fell two to a
 * line, then one. Each has its rating and monthly cost below its name. */
const Foods = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  margin: 0,
  paddingInlineStart: theme.space(5),
  '& li > * + *': { marginTop: theme.space(1) },
}));

const Muted = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }));

/** The lists they come from: short names, side by side where they fit. */
const Lists = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(2)} ${theme.space(6)}`,
  margin: 0,
  paddingInlineStart: theme.space(5),
}));

/**
 * The ways on from a product page into the catalogue: foods like it (the same protein, then the same
 * type), each with a retailer's rating and source when it has one and its monthly cost band for the
 * reference dog, the lists they come from, and every food. `sampleNoteShown`: the page has said
 * already that its figures come from the sample catalogue (it says so once). (The page's compare toggle leads to
 * the comparison; a link per product to a comparison of its own would be thirty more addresses for
 * crawlers, each canonical to /compare.)
 */
export function RelatedFoodsSection({ food, sampleNoteShown }: { food: DogFood; sampleNoteShown: boolean }) {
  const headingId = useId();
  const lists = relatedFoodLists(food);
  const related = useSelectorRelatedFoodsQuery(food.id).currentData ?? [];

  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>More foods like this</Heading>
      {related.length > 0 ? (
        <>
          <Muted>{costBandNote()}</Muted>
          <Foods aria-label="Related foods">
            {related.map((other) => (
              <li key={other.id}>
                <Link to={routeHref('dog-food', { params: { id: other.id } })}>{`${other.brand} ${other.name}`}</Link>
                {other.retailerRating ? <RatingSummary rating={other.retailerRating} /> : null}
                <MonthlyCostBand food={other} />
              </li>
            ))}
          </Foods>
          {sampleNoteShown ? null : <SampleCatalogueNote foods={related} />}
        </>
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
