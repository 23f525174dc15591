import styled from '@emotion/styled';
import { Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { buttonStyles, PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { TipCard } from '../features/tips/tip-card';
import { DIGESTIVE_TIPS, VET_WARNING_SIGNS, WHEN_TO_SEE_A_VET } from '../features/tips/tips-content';
import { VetWarningSigns } from '../features/tips/vet-warning-signs';
import { ContentIcon } from '../shared/content-icon';
import { ContentPage } from '../shared/content-page';
import { ContentSection } from '../shared/content-section';
import { pairedColumns } from '../shared/even-columns';

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(12),
  marginTop: theme.space(6),
}));

/** The ten tips two by two: never three, three, three and one left alone. */
const TipGrid = styled.ul(({ theme }) => ({
  ...pairedColumns(theme),
  gap: theme.space(5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Urgent = styled.p(({ theme }) => ({ margin: 0, maxWidth: '52rem', fontWeight: theme.fontWeights.semibold }));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(4) }));

const PrimaryAction = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'accent', size: 'lg' }));
const SecondaryAction = styled(Link)(({ theme }) => buttonStyles(theme, { variant: 'outline', size: 'lg' }));

/** Everyday digestive health tips and when to see a vet (spec "Digestive health tips /digestive-health-tips"). */
export default function DigestiveHealthTipsPage() {
  return (
    <ContentPage>
      <PageMeta
        title="Digestive Health Tips for Dogs"
        description="Ten practical habits for a dog with a sensitive stomach, from feeding schedules and food transitions to hydration and portion control, plus the signs that mean it is time to see a vet."
        keywords="dog digestive health tips, sensitive stomach dog, dog diarrhea prevention, dog food transition, dog probiotics, when to take dog to vet"
        canonical={routeHref('digestive-health-tips')}
      />
      <Breadcrumbs items={breadcrumbTrail('digestive-health-tips')} />
      <Layout>
        <PageHeader>
          <PageTitle>Digestive Health Tips for Dogs</PageTitle>
          <PageLead>
            Small, steady habits do a lot for a sensitive stomach. These ten tips cover what, when and how to feed, and
            the everyday routines that keep digestion settled.
          </PageLead>
        </PageHeader>
        <ContentSection title="Ten Tips for Better Digestion">
          <TipGrid>
            {DIGESTIVE_TIPS.map((tip) => (
              <li key={tip.title}>
                <TipCard icon={<ContentIcon name={tip.icon} />} title={tip.title} content={tip.content} />
              </li>
            ))}
          </TipGrid>
        </ContentSection>
        <ContentSection
          title={WHEN_TO_SEE_A_VET}
          lead="Good habits help everyday digestion, but they do not replace a vet. Contact your veterinarian if your dog has any of these:"
        >
          <VetWarningSigns signs={VET_WARNING_SIGNS} />
          <Urgent>
            Go to a vet straight away if your dog's belly is swollen and they retch without bringing anything up: this
            can be bloat, an emergency. Puppies, senior dogs and dogs with other health conditions need a vet sooner.
          </Urgent>
        </ContentSection>
        <ContentSection
          title="Find the Right Food"
          lead="A consistent, easily digested food is the foundation of a settled stomach. Find a ready-made food matched to your dog's symptoms, or cook a bland meal for a few days of mild upset."
        >
          <Actions>
            <PrimaryAction to={routeHref('food-selector')}>Try the Food Selector</PrimaryAction>
            <SecondaryAction to={routeHref('homemade-recipes')}>See Homemade Recipes</SecondaryAction>
          </Actions>
        </ContentSection>
      </Layout>
    </ContentPage>
  );
}
