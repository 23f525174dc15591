import styled from '@emotion/styled';
import { type BreadcrumbItem, Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { Skeleton, SkeletonText, VisuallyHidden } from '@gentlebowl/ui';
import { routeById } from '@gentlebowl/routes';
import { DetailLayout } from './detail-layout';

const home = routeById('home');
const foodSelector = routeById('food-selector');

/** Spec "Dog food detail": while loading the trail reads Home > Food Selector > Loading. */
const loadingBreadcrumbs: readonly BreadcrumbItem[] = [
  { label: home.title, href: home.path },
  { label: foodSelector.title, href: foodSelector.path },
  { label: 'Loading', href: '', current: true },
];

const Column = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
}));

/** The detail page while the product loads: a title of its own (the tab says it is loading, not
 * the page before), its breadcrumbs and a skeleton of the layout. */
export function DogFoodSkeleton({ path }: { path: string }) {
  return (
    <Column aria-busy="true">
      <PageMeta title="Loading product details" description="A dog food's details, ingredients and feeding guide." canonical={path} />
      <Breadcrumbs items={loadingBreadcrumbs} />
      <VisuallyHidden role="status">Loading product details…</VisuallyHidden>
      <DetailLayout>
        <Skeleton height="auto" radius={14} className="gallery-skeleton" />
        <Column>
          <Skeleton height="1rem" width="30%" />
          <Skeleton height="2.5rem" width="85%" />
          <Skeleton height="1.25rem" width="45%" />
          <SkeletonText lines={5} />
          <Skeleton height="3rem" width="40%" />
        </Column>
      </DetailLayout>
    </Column>
  );
}
