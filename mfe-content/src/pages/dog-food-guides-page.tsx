import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { GuideTabs } from '../features/food-guides/guide-tabs';
import { GUIDE_RESOURCES, GUIDE_TABS } from '../features/food-guides/guides-content';
import { ContentPage } from '../shared/content-page';
import { ContentSection } from '../shared/content-section';
import { ResourceLinks } from '../shared/resource-links';

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(10),
  marginTop: theme.space(6),
}));

/** Guides to labels, marketing claims and specialty diets (spec "Dog food guides /dog-food-guides"). */
export default function DogFoodGuidesPage() {
  return (
    <ContentPage>
      <PageMeta
        title="Dog Food Guides"
        description="How to read a dog food label, see through marketing claims like grain-free and human-grade, and understand novel-protein, hydrolyzed and prescription diets for dogs with sensitive stomachs."
        keywords="how to read dog food labels, guaranteed analysis, AAFCO statement, grain-free dog food DCM, novel protein dog food, hydrolyzed dog food, prescription diet, sensitive stomach"
        canonical={routeHref('dog-food-guides')}
      />
      <Breadcrumbs items={breadcrumbTrail('dog-food-guides')} />
      <Layout>
        <PageHeader>
          <PageTitle>Dog Food Guides</PageTitle>
          <PageLead>
            What a dog food label really tells you, which claims to look past, and when a specialty diet is worth
            discussing with your vet.
          </PageLead>
        </PageHeader>
        <GuideTabs tabs={GUIDE_TABS} />
        <ContentSection title="Explore More">
          <ResourceLinks links={GUIDE_RESOURCES} />
        </ContentSection>
      </Layout>
    </ContentPage>
  );
}
