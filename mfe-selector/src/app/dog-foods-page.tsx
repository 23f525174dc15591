import { parseCatalogueQuery } from '@gentlebowl/contracts';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { Link, useSearchParams } from '@gentlebowl/router';
import { Notice, PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { catalogueHref } from '../features/catalogue/catalogue-address';
import { catalogueListName } from '../features/catalogue/catalogue-description';
import { DogFoodsCatalogue } from '../features/catalogue/dog-foods-catalogue';
import { SelectorPageColumn } from '../shared/selector-page-layout';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const breadcrumbs = breadcrumbTrail('dog-foods');

/**
 * The /dog-foods page: every food of the catalogue, filtered and ordered by a GET form, a page of
 * twelve at a time. Each list has its own address, which is its canonical.
 */
export function DogFoodsPage() {
  const [search] = useSearchParams();
  const parsed = parseCatalogueQuery(search);
  const listName = parsed.success ? catalogueListName(parsed.query) : 'All Dog Foods';
  const pageSuffix = parsed.success && parsed.query.page > 1 ? `, Page ${parsed.query.page}` : '';
  return (
    <SelectorRemoteRoot>
      <PageMeta
        title={`${listName}${pageSuffix}`}
        description="Every dog food in our catalogue for sensitive stomachs, with what a month of it costs and a retailer's rating where we have one: filter by food type, protein, allergens to avoid, life stage and prescription diets."
        keywords="dog food list, dog food for sensitive stomach, hypoallergenic dog food, chicken-free dog food, grain-free dog food, prescription dog food"
        canonical={parsed.success ? catalogueHref(parsed.query) : routeHref('dog-foods')}
      />
      <SelectorPageColumn>
        <Breadcrumbs items={breadcrumbs} />
        <PageHeader>
          <PageTitle>All Dog Foods</PageTitle>
          <PageLead>
            Every food in our catalogue, with what a month of it costs and a retailer's rating where we have one. Narrow the
            list to what your dog can eat,
            or let the <Link to={routeHref('food-selector')}>food selector</Link> pick for its symptoms.
          </PageLead>
        </PageHeader>
        {parsed.success ? (
          <DogFoodsCatalogue query={parsed.query} />
        ) : (
          <Notice variant="warning" title="This list cannot be shown">
            <p>
              {parsed.message}. <Link to={routeHref('dog-foods')}>Show every food</Link>
            </p>
          </Notice>
        )}
      </SelectorPageColumn>
    </SelectorRemoteRoot>
  );
}
