import styled from '@emotion/styled';
import { Breadcrumbs, JsonLd, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { FaqAccordion } from '../features/faq/faq-accordion';
import { FAQ_ITEMS, FAQ_KEY_TAKEAWAYS, FAQ_RESOURCES } from '../features/faq/faq-content';
import { faqPageJsonLd } from '../features/faq/faq-json-ld';
import { KeyTakeaways } from '../features/faq/key-takeaways';
import { ContentSection } from '../shared/content-section';
import { ContentPage } from '../shared/content-page';
import { ResourceLinks } from '../shared/resource-links';

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(12),
  marginTop: theme.space(6),
}));

/** The sensitive stomach FAQ (spec "FAQ /sensitive-stomach-faq"). */
export default function FaqPage() {
  return (
    <ContentPage>
      <PageMeta
        title="Sensitive Stomach FAQ"
        description="Answers to the ten questions dog owners ask most about sensitive stomachs: signs, causes, when to see a vet, what to feed, switching food, grain-free, allergies, bland diets and pumpkin."
        keywords="dog sensitive stomach FAQ, dog upset stomach, dog diarrhea, when to take dog to vet, best food for sensitive stomach, dog food allergy, bland diet for dogs, pumpkin for dogs"
        canonical={routeHref('sensitive-stomach-faq')}
      />
      <JsonLd data={faqPageJsonLd(FAQ_ITEMS)} />
      <Breadcrumbs items={breadcrumbTrail('sensitive-stomach-faq')} />
      <Layout>
        <PageHeader>
          <PageTitle>Sensitive Stomach FAQ</PageTitle>
          <PageLead>
            Straight answers to the questions owners of dogs with sensitive stomachs ask most, from what to feed to when a
            vet visit cannot wait. This is general information, not a diagnosis: if your dog is unwell, talk to your
            veterinarian.
          </PageLead>
        </PageHeader>
        <ContentSection title="Frequently Asked Questions">
          <FaqAccordion items={FAQ_ITEMS} />
        </ContentSection>
        <ContentSection title="Key Takeaways">
          <KeyTakeaways points={FAQ_KEY_TAKEAWAYS} />
        </ContentSection>
        <ContentSection title="Keep Reading">
          <ResourceLinks links={FAQ_RESOURCES} />
        </ContentSection>
      </Layout>
    </ContentPage>
  );
}
