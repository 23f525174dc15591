import styled from '@emotion/styled';
import { useRuntimeConfig } from '@gentlebowl/platform';
import { Link } from '@gentlebowl/router';

const Home = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(3),
  color: theme.colors.text,
  textDecoration: 'none',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 4, borderRadius: theme.radii.sm },
}));

const Words = styled.span({ display: 'flex', flexDirection: 'column', lineHeight: 1.15 });

const Name = styled.span(({ theme }) => ({ fontFamily: theme.fonts.heading, fontWeight: 800, fontSize: '1.25rem' }));

const Tagline = styled.span(({ theme }) => ({ color: theme.colors.textMuted, fontSize: '0.8125rem' }));

export function BrandLogo() {
  const { brandName } = useRuntimeConfig();
  return (
    <Home to="/">
      <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true">
        <path d="M8 30h48c0 14-10 24-24 24S8 44 8 30z" fill="#0f766e" />
        <ellipse cx="32" cy="30" rx="24" ry="5" fill="#5eead4" />
        <circle cx="24" cy="16" r="4" fill="#f59e0b" />
        <circle cx="32" cy="12" r="4" fill="#f59e0b" />
        <circle cx="40" cy="16" r="4" fill="#f59e0b" />
      </svg>
      <Words>
        <Name>{brandName}</Name>
        <Tagline>Sensitive Stomach Solutions</Tagline>
      </Words>
    </Home>
  );
}
