import styled from '@emotion/styled';
import { type BreadcrumbItem, Breadcrumbs } from '@gentlebowl/platform';
import { Skeleton, SkeletonText, VisuallyHidden } from '@gentlebowl/ui';
import { FOOD_SELECTOR_PATH, FOOD_SELECTOR_SHORT_CRUMB_LABEL, homeCrumb } from '../../shared/selector-paths';
import { DetailLayout } from './detail-layout';

const loadingBreadcrumbs: readonly BreadcrumbItem[] = [
  homeCrumb,
  { label: FOOD_SELECTOR_SHORT_CRUMB_LABEL, href: FOOD_SELECTOR_PATH },
  { label: 'Loading', href: '', current: true },
];

const Column = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
}));

/** The detail page while the product loads: its breadcrumbs and a skeleton of the layout. */
export function DogFoodSkeleton() {
  return (
    <Column aria-busy="true">
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
