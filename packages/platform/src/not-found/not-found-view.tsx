import styled from '@emotion/styled';
import { notFoundMessages } from '@gentlebowl/contracts';
import { Link } from '@gentlebowl/router';
import { PageMeta } from '../seo/page-meta';
import { platformTokens } from '../theme/platform-theme';

/** The view sits in the page's frame, which gives it its sides; on a phone it keeps closer to the
 * header, so the way home is not pushed toward the middle of a small screen. */
const Section = styled.div(({ theme }) => {
  const { space, breakpoints } = platformTokens(theme);
  return {
    padding: `${space(12)} 0 ${space(16)}`,
    textAlign: 'center',
    [breakpoints.mobile]: { padding: `${space(4)} 0 ${space(8)}` },
  };
});

const Heading = styled.h1(({ theme }) => ({
  margin: `0 0 ${platformTokens(theme).space(4)}`,
  fontSize: 'clamp(2rem, 5vw, 3rem)',
}));

const Text = styled.p(({ theme }) => {
  const { colors, space } = platformTokens(theme);
  return { margin: `0 0 ${space(8)}`, fontSize: '1.125rem', color: colors.textMuted };
});

/** The design system's large primary button, drawn from the platform tokens. */
const HomeLink = styled(Link)(({ theme }) => {
  const { colors, radii, space } = platformTokens(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '52px',
    padding: `${space(3)} ${space(7)}`,
    border: '2px solid transparent',
    borderRadius: radii.md,
    backgroundColor: colors.primary,
    color: colors.onPrimary,
    fontSize: '1.125rem',
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    transition: 'background-color 150ms ease',
    '&:hover': { backgroundColor: colors.primaryHover, textDecoration: 'none' },
  };
});

export interface NotFoundViewProps {
  /** Where 'Return to Homepage' leads: `routeHref('home')`. */
  homeHref: string;
}

/**
 * The not-found view (spec section 2 "Not-found page"), with its page metadata, which asks search
 * engines not to index the address: the shell's 404 page and a remote's view of a record that cannot
 * be loaded or does not exist. It renders inside the page's frame (`PageFrame`), as every page body.
 */
export function NotFoundView({ homeHref }: NotFoundViewProps) {
  return (
    <Section>
      <PageMeta title={notFoundMessages.title} description={notFoundMessages.text} noindex />
      <Heading>{notFoundMessages.heading}</Heading>
      <Text>{notFoundMessages.text}</Text>
      <HomeLink to={homeHref}>{notFoundMessages.homeLink}</HomeLink>
    </Section>
  );
}
