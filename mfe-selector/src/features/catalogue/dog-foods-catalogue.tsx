import styled from '@emotion/styled';
import {
  type CatalogueQuery,
  type DogFoodCataloguePage,
  formatDecimal,
  isFilteredCatalogue,
  unfilteredCatalogueQuery,
} from '@gentlebowl/contracts';
import { type AppQueryError, JsonLd, readerMessage, useRuntimeConfig } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { inPageNavigation, Link } from '@gentlebowl/router';
import { Card, CardContent, CardHeader, CardTitle, Notice, SkeletonText, VisuallyHidden } from '@gentlebowl/ui';
import { useId } from 'react';
import { SampleCatalogueNote } from '../../shared/sample-catalogue-note';
import { useSelectorCatalogueQuery } from '../../shared/selector-api';
import { catalogueHref } from './catalogue-address';
import { CatalogueCard } from './catalogue-card';
import { costBandNote } from './catalogue-cost-band';
import { catalogueListName, filtersInWords } from './catalogue-description';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueFiltersFold } from './catalogue-filters-fold';
import { catalogueJsonLd } from './catalogue-json-ld';
import { CataloguePages } from './catalogue-pages';

const Sections = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(6) }));

const Grid = styled.ul(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: theme.space(5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const ListHeader = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(2) }));

const ListHeading = styled.h2(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes['2xl'] }));

const Muted = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const wholeNumber = (value: number) => formatDecimal(value, { maximumFractionDigits: 0 });

/** "Foods 13 to 24 of 30", or "30 foods" on a single page. */
function rangeText({ total, page, pageSize, pageCount }: Pick<DogFoodCataloguePage, 'total' | 'page' | 'pageSize' | 'pageCount'>): string {
  if (pageCount <= 1) return `${wholeNumber(total)} ${total === 1 ? 'food' : 'foods'}`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Foods ${wholeNumber(first)} to ${wholeNumber(last)} of ${wholeNumber(total)}`;
}

const clearFiltersHref = (query: CatalogueQuery) => catalogueHref({ ...unfilteredCatalogueQuery, sort: query.sort });

function FoodList({ query, result }: { query: CatalogueQuery; result: DogFoodCataloguePage }) {
  const { siteOrigin } = useRuntimeConfig();
  const headingId = useId();
  const listName = catalogueListName(query);
  if (result.total === 0) {
    return (
      <Notice title="No foods match these filters">
        <p>
          No food in our catalogue matches all of these: {filtersInWords(query)}. Try fewer filters, or{' '}
          <Link to={clearFiltersHref(query)}>clear the filters</Link> to see every food.
        </p>
      </Notice>
    );
  }
  const compared = result.foods.slice(0, 3).map((food) => food.id);
  return (
    <Sections as="section" aria-labelledby={headingId}>
      <JsonLd data={catalogueJsonLd(listName, result, siteOrigin)} />
      <ListHeader>
        <ListHeading id={headingId}>{rangeText(result)}</ListHeading>
        <Muted>{costBandNote()}</Muted>
        <SampleCatalogueNote foods={result.foods} />
        {compared.length > 1 ? (
          <p>
            <Link to={routeHref('compare', { query: { foods: compared.join(',') } })}>
              Compare the first {compared.length} of this page side by side
            </Link>
          </p>
        ) : null}
      </ListHeader>
      <Grid>
        {result.foods.map((food) => (
          <li key={food.id}>
            <CatalogueCard food={food} />
          </li>
        ))}
      </Grid>
      <CataloguePages query={query} pageCount={result.pageCount} />
    </Sections>
  );
}

/** Why the list did not come: a page past its last (404), an address the API refused (400), or a failure. */
function LoadFailure({ query, error }: { query: CatalogueQuery; error: AppQueryError | undefined }) {
  if (error?.status === 404) {
    return (
      <Notice variant="warning" title="This page of the list does not exist">
        <p>
          {readerMessage(error, 'The list has fewer pages.')}.{' '}
          <Link to={catalogueHref({ ...query, page: 1 })}>Go to the first page</Link> or{' '}
          <Link to={routeHref('dog-foods')}>browse all dog foods</Link>.
        </p>
      </Notice>
    );
  }
  const refused = error?.status === 400;
  return (
    <Notice variant="warning" title={refused ? 'This list cannot be shown' : 'The foods could not be loaded'}>
      <p>
        {refused ? readerMessage(error, 'The address asks for a list we cannot show.') : 'Please try again in a moment.'}{' '}
        <Link to={refused ? clearFiltersHref(query) : catalogueHref(query)}>{refused ? 'Show every food' : 'Try again'}</Link>
      </p>
    </Notice>
  );
}

/**
 * The /dog-foods page's body: the filters (folded away on a phone), then one page of the foods that pass them as cards, each
 * leading to its page, with links to every page of the list.
 */
export function DogFoodsCatalogue({ query }: { query: CatalogueQuery }) {
  const filtersHeadingId = useId();
  const { currentData, isError, error } = useSelectorCatalogueQuery(query);
  return (
    <Sections>
      <Card as="section" aria-labelledby={filtersHeadingId}>
        <CardHeader>
          <CardTitle as="h2" id={filtersHeadingId}>
            Filter the foods
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CatalogueFiltersFold key={catalogueHref(query)} query={query}>
            <CatalogueFilters query={query} labelledBy={filtersHeadingId} />
            {isFilteredCatalogue(query) ? (
              <p>
                <Link to={clearFiltersHref(query)} state={inPageNavigation()}>
                  Clear the filters
                </Link>
              </p>
            ) : null}
          </CatalogueFiltersFold>
        </CardContent>
      </Card>
      {currentData ? <FoodList query={query} result={currentData} /> : null}
      {!currentData && isError ? <LoadFailure query={query} error={error as AppQueryError | undefined} /> : null}
      {!currentData && !isError ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading the foods…</VisuallyHidden>
          <SkeletonText lines={8} />
        </div>
      ) : null}
    </Sections>
  );
}
