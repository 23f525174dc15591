import styled from '@emotion/styled';
import { type CatalogueQuery, isFilteredCatalogue, unfilteredCatalogueQuery } from '@gentlebowl/contracts';
import { buttonStyles } from '@gentlebowl/ui';
import type { ReactNode } from 'react';

/**
 * A native disclosure, so it folds and unfolds before the scripts arrive and without them; its label
 * follows its state in CSS alone. Where a browser can style a disclosure's content
 * (`::details-content`: Chrome and Edge 131, Safari 18.4, Firefox 143), a screen wider than a phone
 * always shows it and hides the toggle; an older browser keeps the toggle on every screen.
 */
const Fold = styled.details(({ theme }) => ({
  '&:not([open]) .when-open, &[open] .when-closed': { display: 'none' },
  '&[open] > summary': { marginBottom: theme.space(4) },
  '@supports selector(::details-content)': {
    [theme.breakpoints.desktop]: {
      '& > summary': { display: 'none' },
      '&::details-content': { display: 'block', contentVisibility: 'visible' },
    },
  },
}));

const Toggle = styled.summary(({ theme }) => [
  buttonStyles(theme, { variant: 'outline' }),
  { width: 'fit-content', listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } },
]);

/** The filters stand open on a list someone chose: filtered, or in another order than the first. */
export function shapesTheList(query: CatalogueQuery): boolean {
  return isFilteredCatalogue(query) || query.sort !== unfilteredCatalogueQuery.sort;
}

export interface CatalogueFiltersFoldProps {
  query: CatalogueQuery;
  children: ReactNode;
}

/**
 * The catalogue's filters folded away on a phone (issue 45: unfolded, they filled its first screen
 * and pushed the foods below it), open on the list they made. Rendered anew for each list (its key
 * is the list's address), so a visitor who unfolded them for one list sees the next one's as it is.
 */
export function CatalogueFiltersFold({ query, children }: CatalogueFiltersFoldProps) {
  return (
    <Fold open={shapesTheList(query)}>
      <Toggle>
        <span className="when-closed">Show the filters</span>
        <span className="when-open">Hide the filters</span>
      </Toggle>
      {children}
    </Fold>
  );
}
