import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { Link, smoothlyToTop } from '@gentlebowl/router';
import { ContentPage } from '../../shared/content-page';
import { fourUpColumns } from '../../shared/even-columns';
import { breadcrumbTrail, routeHref, sitemapGroups } from '@gentlebowl/routes';

const Heading = styled.h1(({ theme }) => ({
  fontFamily: theme.fonts.heading,
  fontSize: 'clamp(1.875rem, 4vw, 2.5rem)',
  margin: `${theme.space(4)} 0 ${theme.space(2)}`,
}));

const Intro = styled.p(({ theme }) => ({ color: theme.colors.textMuted, margin: `0 0 ${theme.space(8)}` }));

/** The four groups two by two, all four in a row on a wide screen: never three and one left alone. */
const Groups = styled.div(({ theme }) => ({ ...fourUpColumns(theme), gap: theme.space(6) }));

const Group = styled.section(({ theme }) => ({
  padding: theme.space(6),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  h2: { fontFamily: theme.fonts.heading, fontSize: '1.25rem', margin: `0 0 ${theme.space(4)}` },
  ul: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3) },
  a: { color: theme.colors.link, fontWeight: 500 },
}));

const headingId = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function SitemapPage() {
  return (
    <ContentPage>
      <PageMeta
        title="Site Map"
        description="Every page of the site in one place: the food selector, nutrition tools, guides, articles and legal information."
        canonical={routeHref('sitemap')}
      />
      <Breadcrumbs items={breadcrumbTrail('sitemap')} />
      <Heading>Site Map</Heading>
      <Intro>Find any page on the site: tools, guides, articles and the legal details.</Intro>
      <Groups>
        {sitemapGroups.map((group) => (
          <Group key={group.title} aria-labelledby={headingId(group.title)}>
            <h2 id={headingId(group.title)}>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} state={smoothlyToTop()}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      </Groups>
    </ContentPage>
  );
}
