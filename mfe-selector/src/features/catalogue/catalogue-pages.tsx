import styled from '@emotion/styled';
import type { CatalogueQuery } from '@gentlebowl/contracts';
import { absoluteUrl, useRuntimeConfig } from '@gentlebowl/platform';
import { Link } from '@gentlebowl/router';
import { catalogueHref } from './catalogue-address';

const Nav = styled.nav(({ theme }) => ({
  ul: { display: 'flex', flexWrap: 'wrap', gap: theme.space(2), listStyle: 'none', margin: 0, padding: 0 },
  'a, [aria-current]': {
    display: 'inline-block',
    minWidth: '2.75rem',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    textAlign: 'center',
  },
  '[aria-current]': { backgroundColor: theme.colors.primary, color: theme.colors.onPrimary, borderColor: theme.colors.primary },
}));

/**
 * Links to every page of the list (so each food is two clicks from the list's first page), the
 * previous and the next, and their `rel="prev"`/`rel="next"` hints in the head. Nothing on a list
 * of one page.
 */
export function CataloguePages({ query, pageCount }: { query: CatalogueQuery; pageCount: number }) {
  const { siteOrigin } = useRuntimeConfig();
  if (pageCount <= 1) return null;
  const pageHref = (page: number) => catalogueHref({ ...query, page });
  const previous = query.page > 1 ? pageHref(query.page - 1) : null;
  const next = query.page < pageCount ? pageHref(query.page + 1) : null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Nav aria-label="Pages of the list">
      {previous ? <link rel="prev" href={absoluteUrl(previous, siteOrigin)} /> : null}
      {next ? <link rel="next" href={absoluteUrl(next, siteOrigin)} /> : null}
      <ul>
        {previous ? (
          <li>
            <Link to={previous}>Previous</Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            {page === query.page ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={pageHref(page)} aria-label={`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {next ? (
          <li>
            <Link to={next}>Next</Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
