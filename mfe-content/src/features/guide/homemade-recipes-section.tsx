import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { Notice } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { ContentSection } from '../../shared/content-section';
import { GuideRecipeCard } from './guide-recipe-card';
import { guideRecipes } from './guide-recipes';

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: theme.space(6),
}));

const MoreLinks = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space(2)} ${theme.space(6)}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { color: theme.colors.link, fontWeight: theme.fontWeights.semibold },
}));

/** Guide section 4: two short homemade meals, and where to read more. */
export function HomemadeRecipesSection() {
  return (
    <ContentSection
      title="Homemade Recipes for Sensitive Stomachs"
      lead="Plain, low-fat home cooking can settle a mild upset for a few days. Both recipes are deliberately simple."
    >
      <Notice variant="warning" title="Short-term meals, not complete diets">
        <p>
          These meals lack calcium, several vitamins and minerals and essential fatty acids, so feed them for a few days
          only. Add nothing else: no onion, garlic, salt, butter, oil or seasoning. Refrigerate portions and use them within
          3 days. A long-term homemade diet needs a complete recipe from a board-certified veterinary nutritionist.
        </p>
      </Notice>
      <Grid>
        {guideRecipes.map((recipe) => (
          <GuideRecipeCard key={recipe.id} recipe={recipe} />
        ))}
      </Grid>
      <MoreLinks>
        <li>
          <Link to={routeHref('homemade-recipes')}>More homemade recipes</Link>
        </li>
        <li>
          <Link to={routeHref('blog-post', { params: { slug: 'homemade-food-options-for-dogs-with-sensitive-stomachs' } })}>
            Homemade food options for dogs with sensitive stomachs
          </Link>
        </li>
      </MoreLinks>
    </ContentSection>
  );
}
