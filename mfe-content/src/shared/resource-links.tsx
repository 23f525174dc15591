import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { CardGrid, CardGridItem } from './card-grid';

export interface ResourceLink {
  label: string;
  /** A page of this site (`routeHref(...)`) or an http(s) address elsewhere. */
  href: string;
  /** One sentence on what the reader finds there. */
  description?: string;
  /** A small label above the link, such as an article's category. */
  kicker?: string;
}

const EXTERNAL_HREF = /^https?:\/\//;

const Kicker = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
}));

const titleStyles = ({ theme }: { theme: Theme }) => ({
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  fontSize: theme.fontSizes.lg,
});

const SiteTitle = styled(Link)(titleStyles);

const ExternalTitle = styled.a(titleStyles);

const Description = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

function ResourceTitle({ link, newTab }: { link: ResourceLink; newTab: boolean }) {
  if (!EXTERNAL_HREF.test(link.href)) return <SiteTitle to={link.href}>{link.label}</SiteTitle>;
  if (!newTab) return <ExternalTitle href={link.href}>{link.label}</ExternalTitle>;
  return (
    <ExternalTitle href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </ExternalTitle>
  );
}

export interface ResourceLinksProps {
  links: readonly ResourceLink[];
  /** Open links to other sites in a new tab (and say so to screen readers). */
  newTab?: boolean;
}

/** Pages worth reading next, on this site or elsewhere, as a grid of short cards. */
export function ResourceLinks({ links, newTab = false }: ResourceLinksProps) {
  return (
    <CardGrid>
      {links.map((link) => (
        <CardGridItem key={link.href}>
          {link.kicker ? <Kicker>{link.kicker}</Kicker> : null}
          <ResourceTitle link={link} newTab={newTab} />
          {link.description ? <Description>{link.description}</Description> : null}
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
