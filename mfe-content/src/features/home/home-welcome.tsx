import styled from '@emotion/styled';
import { useRuntimeConfig } from '@gentlebowl/platform';
import { type NavigationEntry, popularArticles, resolveEntry, routeHref } from '@gentlebowl/routes';
import { Badge, buttonStyles, Card } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';
import { HomeSection } from './home-section';

const POPULAR_RESOURCES: readonly (NavigationEntry & { note: string })[] = [
  { route: 'sensitive-stomach-faq', note: 'Straight answers to the questions owners ask most.' },
  { route: 'homemade-recipes', note: 'Simple, gentle recipes to discuss with your vet.' },
  { route: 'digestive-health-tips', note: 'Everyday habits that help digestion.' },
  { route: 'dog-food-guides', note: 'How to read labels and spot marketing terms.' },
  { route: 'tools', label: 'Feeding and Transition Calculators', note: 'Daily calories and a food-switch plan.' },
];

/** The home page features a few of the articles the site singles out by name. */
const FEATURED_ARTICLE_COUNT = 4;

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: theme.space(10),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(8) },
}));

const Story = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  p: { margin: 0, lineHeight: 1.7 },
}));

const GuideBox = styled(Card)(({ theme }) => ({
  alignItems: 'flex-start',
  gap: theme.space(3),
  padding: theme.space(6),
  borderInlineStart: `6px solid ${theme.colors.primary}`,
}));

const GuideTitle = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['2xl'],
  lineHeight: 1.25,
}));

const GuideText = styled.p(({ theme }) => ({ color: theme.colors.textMuted }));

const GuideLink = styled(Link)(
  ({ theme }) => buttonStyles(theme, { variant: 'primary' }),
  ({ theme }) => ({ marginTop: theme.space(2) }),
);

const Aside = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
}));

const ListTitle = styled.h3(({ theme }) => ({
  margin: `0 0 ${theme.space(3)}`,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
}));

const LinkList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  a: { color: theme.colors.link, fontWeight: theme.fontWeights.semibold },
}));

const Note = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

/** Home section 3: a welcome, the promoted sensitive stomach guide, popular resources and articles. */
export function HomeWelcome() {
  const { brandName } = useRuntimeConfig();
  const resourcesHeadingId = useId();
  const articlesHeadingId = useId();
  const resources = POPULAR_RESOURCES.map((entry) => ({ ...resolveEntry(entry), note: entry.note }));
  const articles = popularArticles.slice(0, FEATURED_ARTICLE_COUNT);

  return (
    <HomeSection title={`Welcome to ${brandName}`}>
      <Layout>
        <Story>
          <p>
            A sensitive stomach can mean loose stools, vomiting, gas, or itching that flares up after meals. Finding a
            food that agrees with your dog usually takes patience: one change at a time, a slow switch from the old food,
            and your vet's help to rule out illness or confirm a food allergy.
          </p>
          <p>
            We gather what helps along the way in one place: plain-language guides, gentle recipes, feeding calculators
            and a food selector that explains why it suggests each food. None of it replaces your vet, and we say so
            wherever it matters.
          </p>
          <GuideBox>
            <Badge>Start here</Badge>
            <GuideTitle>The Sensitive Stomach Guide</GuideTitle>
            <GuideText>
              Symptoms and when to see a vet, ingredients that tend to suit sensitive dogs, homemade options and a
              day-by-day schedule for changing food.
            </GuideText>
            <GuideLink to={routeHref('sensitive-stomach-guide')}>Read the Sensitive Stomach Guide</GuideLink>
          </GuideBox>
        </Story>
        <Aside>
          <nav aria-labelledby={resourcesHeadingId}>
            <ListTitle id={resourcesHeadingId}>Popular Resources</ListTitle>
            <LinkList>
              {resources.map((resource) => (
                <li key={resource.href}>
                  <Link to={resource.href}>{resource.label}</Link>
                  <Note>{resource.note}</Note>
                </li>
              ))}
            </LinkList>
          </nav>
          <nav aria-labelledby={articlesHeadingId}>
            <ListTitle id={articlesHeadingId}>Featured Articles</ListTitle>
            <LinkList>
              {articles.map((article) => (
                <li key={article.href}>
                  <Link to={article.href}>{article.label}</Link>
                </li>
              ))}
            </LinkList>
          </nav>
        </Aside>
      </Layout>
    </HomeSection>
  );
}
