import styled from '@emotion/styled';
import { routeHref, toolsSectionHref } from '@gentlebowl/routes';
import { Card } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { ContentIcon, type ContentIconName } from '../../shared/content-icon';
import { ThreeUpGrid } from '../../shared/three-up-grid';
import { HomeSection } from './home-section';

interface ToolCard {
  icon: ContentIconName;
  title: string;
  href: string;
  description: string;
  action: string;
}

const TOOLS: readonly ToolCard[] = [
  {
    icon: 'switch',
    title: 'Feeding Guide Calculator',
    href: toolsSectionHref('feeding-guide'),
    description:
      'Plan a gentle switch to a new food: a 7- or 10-day schedule with how much of the old and the new food to give each day.',
    action: 'Plan a food switch',
  },
  {
    icon: 'percent',
    title: 'Nutritional Calculator',
    href: toolsSectionHref('nutritional-calculator'),
    description:
      "Estimate your dog's daily calories and cups per day from weight, life stage, activity and body condition. A starting point to check against your bag's label.",
    action: 'Work out daily calories',
  },
  {
    icon: 'bowl',
    title: 'Food Selector Tool',
    href: routeHref('food-selector'),
    description:
      'Answer three short steps about your dog, its symptoms and your preferences, and get a shortlist of foods with the reasons for each.',
    action: 'Find suitable foods',
  },
];

const Tool = styled(Card)(({ theme }) => ({
  position: 'relative',
  flex: '1 1 auto',
  alignItems: 'flex-start',
  gap: theme.space(3),
  padding: theme.space(6),
  transition: 'box-shadow 150ms ease',
  '&:hover': { boxShadow: theme.shadows.md },
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.xl,
  lineHeight: 1.3,
}));

/** The card's one link; its ::after covers the card, so a click anywhere on it follows the link. */
const TitleLink = styled(Link)(({ theme }) => ({
  color: theme.colors.text,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.lg },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: '-3px' },
  'li:hover &': { color: theme.colors.link },
}));

const Description = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 }));

const Action = styled.span(({ theme }) => ({
  marginTop: 'auto',
  color: theme.colors.link,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
}));

/** Home section 7: the three tools, each card leading to its tool. */
export function ToolCards() {
  return (
    <HomeSection
      title="Free Tools for Everyday Feeding"
      lead="Quick calculators and the food selector, free to use and no sign-up needed."
    >
      <ThreeUpGrid>
        {TOOLS.map((tool) => (
          <li key={tool.title}>
            <Tool>
              <ContentIcon name={tool.icon} />
              <Title>
                <TitleLink to={tool.href}>{tool.title}</TitleLink>
              </Title>
              <Description>{tool.description}</Description>
              {/* The title link already covers the card; this is its visible call to action. */}
              <Action aria-hidden="true">{tool.action} →</Action>
            </Tool>
          </li>
        ))}
      </ThreeUpGrid>
    </HomeSection>
  );
}
