import styled from '@emotion/styled';
import { Link } from '@gentlebowl/router';
import { useRuntimeConfig } from '../config/runtime-config-provider';
import { platformTokens } from '../theme/platform-theme';
import type { BreadcrumbItem } from './breadcrumb-item';
import { breadcrumbJsonLd } from './breadcrumb-json-ld';
import { JsonLd } from './json-ld';

const Trail = styled.ol(({ theme }) => {
  const { colors, space } = platformTokens(theme);
  return {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: space(2),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    fontSize: '0.875rem',
    color: colors.textMuted,
  };
});

const Crumb = styled.li(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: platformTokens(theme).space(2),
}));

const CrumbLink = styled(Link)(({ theme }) => ({
  color: platformTokens(theme).colors.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
}));

const CurrentCrumb = styled.span(({ theme }) => ({
  color: platformTokens(theme).colors.text,
  fontWeight: 600,
}));

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
}

/** The visible trail plus its BreadcrumbList structured data. */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  const { siteOrigin } = useRuntimeConfig();

  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {items.map((item, index) => (
          <Crumb key={`${item.label} ${item.href}`}>
            {item.current ? (
              <CurrentCrumb aria-current="page">{item.label}</CurrentCrumb>
            ) : (
              <CrumbLink to={item.href}>{item.label}</CrumbLink>
            )}
            {/* After its crumb, so a trail that wraps ends a line with it rather than starting one. */}
            {index < items.length - 1 ? <span aria-hidden="true">/</span> : null}
          </Crumb>
        ))}
      </Trail>
      <JsonLd data={breadcrumbJsonLd(items, siteOrigin)} />
    </nav>
  );
}
