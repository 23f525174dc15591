import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { useId } from 'react';
import { ContactEmail } from '../features/contact/contact-email';
import { ContactForm } from '../features/contact/contact-form';
import { PopularResources } from '../features/contact/popular-resources';
import { QuickAnswers } from '../features/contact/quick-answers';
import { VeterinaryCareNote } from '../features/contact/veterinary-care-note';
import { ContentPage } from '../shared/content-page';

/** The page's action: its form sent without scripts. */
export { contactAction as action } from '../features/contact/contact-action';

const Stack = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
}));

/** The form beside the side column; stacked on small screens, form first. */
const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: theme.space(8),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const FormPanel = styled.section(({ theme }) => ({
  padding: theme.space(8),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surface,
  boxShadow: theme.shadows.sm,
  [theme.breakpoints.mobile]: { padding: theme.space(5) },
  h2: {
    margin: `0 0 ${theme.space(2)}`,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes['2xl'],
    lineHeight: 1.3,
  },
  '& > p': { margin: `0 0 ${theme.space(6)}`, color: theme.colors.textMuted },
}));

const Aside = styled.aside(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

/** The /contact page (spec "Contact"): the form, quick-answer links, popular posts and the vet note. */
export default function ContactPage() {
  const formHeadingId = useId();
  return (
    <ContentPage>
      <PageMeta
        title="Contact Us"
        description="Questions about your dog's sensitive stomach, a food recommendation or our tools? Send us a message and we'll get back to you."
        keywords="contact, dog food questions, sensitive stomach help, food selector feedback"
        canonical={routeHref('contact')}
      />
      <Stack>
        <Breadcrumbs items={breadcrumbTrail('contact')} />
        <PageHeader>
          <PageTitle>Contact Us</PageTitle>
          <PageLead>
            Have a question about feeding a dog with a sensitive stomach, a suggestion for a guide, or feedback on our
            tools? Send us a message and we'll get back to you.
          </PageLead>
        </PageHeader>
        <Layout>
          <FormPanel aria-labelledby={formHeadingId}>
            <h2 id={formHeadingId}>Send Us a Message</h2>
            <p>Fields marked with an asterisk (*) are required.</p>
            <ContactForm labelledBy={formHeadingId} />
          </FormPanel>
          <Aside aria-label="More help">
            <QuickAnswers />
            <PopularResources />
            <ContactEmail />
            <VeterinaryCareNote />
          </Aside>
        </Layout>
      </Stack>
    </ContentPage>
  );
}

export { loadBlogPostList as loader } from '../shared/content-api';
