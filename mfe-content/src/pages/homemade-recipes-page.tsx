import styled from '@emotion/styled';
import { Breadcrumbs, JsonLd, PageMeta, useRuntimeConfig } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref } from '@gentlebowl/routes';
import { vetVisitThresholds } from '@gentlebowl/contracts';
import { keepRangesTogether, Notice, PageHeader, PageLead, PageTitle } from '@gentlebowl/ui';
import { RecipeTabs } from '../features/recipes/recipe-tabs';
import { recipeJsonLd } from '../features/recipes/recipe-json-ld';
import { BLAND_DIET_FEEDING, RECIPE_RESOURCES, RECIPES } from '../features/recipes/recipes-content';
import { ContentPage } from '../shared/content-page';
import { ContentSection } from '../shared/content-section';
import { ResourceLinks } from '../shared/resource-links';
import { TextItems } from '../shared/text-block-list';

const Layout = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(10),
  marginTop: theme.space(6),
}));

const VetNotice = styled(Notice)({ maxWidth: '52rem' });

const FeedingList = styled.ul(({ theme }) => ({
  margin: 0,
  maxWidth: '52rem',
  paddingInlineStart: theme.space(6),
  lineHeight: 1.6,
  '& li + li': { marginTop: theme.space(2) },
}));

/** Homemade bland-diet recipes (spec "Homemade recipes /homemade-recipes"). */
export default function HomemadeRecipesPage() {
  const { brandName, siteOrigin } = useRuntimeConfig();

  return (
    <ContentPage>
      <PageMeta
        title="Homemade Recipes for Sensitive Stomachs"
        description="Three vet-style bland-diet recipes for dogs with an upset stomach: chicken and rice, lean beef and potato, and turkey, rice and pumpkin, with times, servings, steps and safety notes."
        keywords="homemade dog food recipes, bland diet for dogs, chicken and rice for dogs, dog upset stomach recipe, pumpkin for dogs, sensitive stomach dog food"
        canonical={routeHref('homemade-recipes')}
      />
      {/* Every recipe is described, whichever tab is showing, so crawlers see all three. */}
      {RECIPES.map((recipe) => (
        <JsonLd key={recipe.id} data={recipeJsonLd(recipe, { brandName, siteOrigin })} />
      ))}
      <Breadcrumbs items={breadcrumbTrail('homemade-recipes')} />
      <Layout>
        <PageHeader>
          <PageTitle>Homemade Recipes for Sensitive Stomachs</PageTitle>
          <PageLead>
            Simple bland meals for a few days of mild tummy trouble: one lean protein, one plain carbohydrate, no fat and
            no seasoning. Each recipe makes a batch you can keep in the fridge for up to 3 days.
          </PageLead>
        </PageHeader>
        <VetNotice variant="warning" title="Check with your vet first">
          <p>
            {keepRangesTogether(
              `Home cooking is only for a mild upset in a dog that is otherwise bright and alert. See your vet before any home care if you notice blood in vomit or stool, black tarry stool, lethargy, repeated vomiting, diarrhea lasting more than ${vetVisitThresholds.lastingSigns}, no appetite for more than ${vetVisitThresholds.noAppetite} or a painful belly, and sooner still for a puppy or a senior dog.`,
            )}
          </p>
        </VetNotice>
        <RecipeTabs recipes={RECIPES} />
        <ContentSection title="Feeding a Bland Diet Safely">
          <FeedingList>
            <TextItems items={BLAND_DIET_FEEDING} />
          </FeedingList>
        </ContentSection>
        <ContentSection title="Related Resources">
          <ResourceLinks links={RECIPE_RESOURCES} />
        </ContentSection>
      </Layout>
    </ContentPage>
  );
}
