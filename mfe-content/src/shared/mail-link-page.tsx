import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, type RouteId } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import type { ReactNode } from 'react';
import { ContentPage } from './content-page';

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

export interface MailLinkPageProps {
  /** The page's route, for its breadcrumbs. */
  page: RouteId;
  /** The h1, and the document title. */
  title: string;
  /** What happened, or what the reader can do here. */
  lead: string;
  /** What the page holds besides (a story, a button). */
  children?: ReactNode;
  /** Links to where the reader may go next. */
  nextSteps: ReactNode;
}

/** A page only a mail's link leads to (the newsletter's, the editors' review links): what happened or
 * what to do, and where to go next. It stays out of search engines. */
export function MailLinkPage({ page, title, lead, children, nextSteps }: MailLinkPageProps) {
  return (
    <ContentPage>
      <PageMeta title={title} description={lead} noindex />
      <Stack>
        <Breadcrumbs items={breadcrumbTrail(page)} />
        <PageHeader>
          <PageTitle>{title}</PageTitle>
          <PageLead>{lead}</PageLead>
        </PageHeader>
        {children}
        <NextSteps>{nextSteps}</NextSteps>
      </Stack>
    </ContentPage>
  );
}
