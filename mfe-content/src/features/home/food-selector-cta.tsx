import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { buttonStyles } from '@gentlebowl/ui';
import { useId } from 'react';
import { Link } from '@gentlebowl/router';

const Band = styled.section(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(6),
  padding: `${theme.space(10)} ${theme.space(12)}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.primary,
  color: theme.colors.onPrimary,
  // The site's focus ring colour does not stand out on the primary fill; the text colour does.
  '& a:focus-visible': { outline: `3px solid ${theme.colors.onPrimary}`, outlineOffset: '3px' },
  [theme.breakpoints.mobile]: { padding: `${theme.space(8)} ${theme.space(5)}` },
}));

const Text = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  flex: '1 1 28rem',
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes['3xl'],
  lineHeight: 1.2,
  color: theme.colors.onPrimary,
  [theme.breakpoints.mobile]: { fontSize: theme.fontSizes['2xl'] },
}));

const Body = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.lg, color: theme.colors.onPrimary }));

const Action = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'lg' }));

const BrowseLink = styled(Link)(({ theme }) => ({
  color: theme.colors.onPrimary,
  fontWeight: theme.fontWeights.semibold,
  textDecoration: 'underline',
}));

/** Home section 4: the call to action for the food selector, and the way to browse every food instead. */
export function FoodSelectorCta() {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Text>
        <Heading id={headingId}>Not Sure Which Food to Try Next?</Heading>
        <Body>
          Three short steps about your dog, its symptoms and what you would like to feed. You get a shortlist with the
          reasons behind each pick, ready to talk through with your vet.
        </Body>
        <Body>
          Rather look for yourself? <BrowseLink to={routeHref('dog-foods')}>Browse all our dog foods</BrowseLink>, with
          filters for allergens, protein and food type.
        </Body>
      </Text>
      <Action to={routeHref('food-selector')}>Start the Food Selector</Action>
    </Band>
  );
}
