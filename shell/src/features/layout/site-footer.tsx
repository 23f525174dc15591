import styled from '@emotion/styled';
import { PUBLISHING_SINCE_YEAR } from '@gentlebowl/contracts';
import { useRuntimeConfig } from '@gentlebowl/platform';
import { Container } from '@gentlebowl/ui';
import type { ButtonHTMLAttributes } from 'react';
import { Link } from '@gentlebowl/router';
import { linkButtonStyles } from '../../shared/link-button-styles';
import { BrandLogo } from './brand-logo';
import { footerLegalLinks, footerQuickLinks, footerResources, type NavigationLink } from '@gentlebowl/routes';

const Footer = styled.footer(({ theme }) => ({
  marginTop: theme.space(16),
  background: theme.colors.surfaceMuted,
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.text,
  '@media print': { display: 'none' },
}));

const Columns = styled(Container)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: theme.space(8),
  padding: `${theme.space(12)} ${theme.space(5)} ${theme.space(8)}`,
}));

const Heading = styled.h2(({ theme }) => ({
  fontSize: '1rem',
  fontFamily: theme.fonts.heading,
  margin: `0 0 ${theme.space(3)}`,
}));

const LinkList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(2),
  a: { color: theme.colors.link },
}));

const Blurb = styled.p(({ theme }) => ({ color: theme.colors.textMuted, margin: `${theme.space(3)} 0` }));

const Bottom = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  // The page frame keeps the floating controls' room below the footer (FLOATING_CONTROLS_RESERVE).
  padding: theme.space(5),
  borderTop: `1px solid ${theme.colors.border}`,
  color: theme.colors.textMuted,
  fontSize: '0.875rem',
}));

const LegalLinks = styled.ul(({ theme }) => ({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(4),
  margin: 0,
  padding: 0,
  a: { color: theme.colors.link },
  button: linkButtonStyles(theme),
}));

function LinkColumn({ title, items }: { title: string; items: readonly NavigationLink[] }) {
  return (
    <nav aria-label={title}>
      <Heading>{title}</Heading>
      <LinkList>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
      </LinkList>
    </nav>
  );
}

/** `opensCookieSettings`: what makes the Cookie Settings button open them (the consent layer's). */
export function SiteFooter({ opensCookieSettings }: { opensCookieSettings: ButtonHTMLAttributes<HTMLButtonElement> }) {
  const { brandName, contactEmail } = useRuntimeConfig();

  return (
    <Footer>
      <Columns>
        <div>
          <BrandLogo />
          <Blurb>
            Honest food recommendations and practical guidance for dogs with sensitive stomachs, following published
            veterinary sources. Helping dog owners since {PUBLISHING_SINCE_YEAR}.
          </Blurb>
          <Blurb>
            Our content is for information only and is not veterinary advice. Always consult your veterinarian about your
            dog's health.
          </Blurb>
        </div>
        <LinkColumn title="Quick Links" items={footerQuickLinks} />
        <LinkColumn title="Resources" items={footerResources} />
        <div>
          <Heading>Contact</Heading>
          <Blurb>Questions or feedback? Write to us.</Blurb>
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </div>
      </Columns>
      <Bottom>
        <span>
          {/* Around New Year the server's year and the visitor's can differ (time zones, a page
              rendered before midnight): the year the server wrote stands. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brandName}. All rights reserved.
        </span>
        <nav aria-label="Legal">
          <LegalLinks>
            {footerLegalLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" {...opensCookieSettings}>
                Cookie Settings
              </button>
            </li>
          </LegalLinks>
        </nav>
      </Bottom>
    </Footer>
  );
}
