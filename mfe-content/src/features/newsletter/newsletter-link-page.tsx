import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import type { ReactNode } from 'react';
import { Link } from '@gentlebowl/router';
import { ContentPage } from '../../shared/content-page';
import { type NewsletterLinkPageId, newsletterLinkPageText } from './newsletter-link-pages';
import { NEWSLETTER_SECTION_ID } from './newsletter-signup';

const Stack = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
}));

const NextSteps = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(6),
  a: { color: theme.colors.link, fontWeight: theme.fontWeights.semibold },
}));

/** A page a newsletter mail's link ends on: what happened and where to go next. Mail links reach
 * it, so it stays out of search engines. */
export function NewsletterLinkPage({ page, children }: { page: NewsletterLinkPageId; children?: ReactNode }) {
  const text = newsletterLinkPageText[page];
  return (
    <ContentPage>
      <PageMeta title={text.title} description={text.lead} noindex />
      <Stack>
        <Breadcrumbs items={breadcrumbTrail(page)} />
        <PageHeader>
          <PageTitle>{text.title}</PageTitle>
          <PageLead>{text.lead}</PageLead>
        </PageHeader>
        {children}
        <NextSteps>
          {text.offersSignUp ? (
            <Link to={routeHref('home', { hash: NEWSLETTER_SECTION_ID })}>Sign up for the newsletter</Link>
          ) : null}
          <Link to={routeHref('blog')}>Read the blog</Link>
          <Link to={routeHref('home')}>Back to the home page</Link>
        </NextSteps>
      </Stack>
    </ContentPage>
  );
}
