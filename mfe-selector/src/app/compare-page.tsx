
import { type BreadcrumbItem, Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { CompareFoods } from '../features/compare/compare-foods';
import { MAX_COMPARED_FOODS } from '../features/compare/compare-query';
import { SelectorPageColumn } from '../shared/selector-page-layout';
import { SelectorRemoteRoot } from '../shared/selector-remote-root';

const breadcrumbs: readonly BreadcrumbItem[] = breadcrumbTrail('compare');

/** The /compare page (issue 14 "Compare"). It renders inside the shell's router, store and theme. */
export function ComparePage() {
  return (
    <SelectorRemoteRoot>
      <PageMeta
        title="Compare Dog Foods for a Sensitive Stomach"
        description="Compare up to three dog foods for a sensitive stomach side by side: type, price, daily portion and monthly cost for your dog, calories, main proteins, allergens and badges."
        keywords="compare dog food, dog food comparison, dog food cost per month, how much to feed my dog, sensitive stomach dog food"
        canonical={routeHref('compare')}
      />
      <SelectorPageColumn>
        <Breadcrumbs items={breadcrumbs} />
        <PageHeader>
          <PageTitle>Compare Dog Foods</PageTitle>
          <PageLead>
            Up to {MAX_COMPARED_FOODS} foods side by side, with what each would cost a month for your dog and how much goes in the bowl
            each day.
          </PageLead>
        </PageHeader>
        <CompareFoods />
      </SelectorPageColumn>
    </SelectorRemoteRoot>
  );
}
