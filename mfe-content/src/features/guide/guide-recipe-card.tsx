import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle } from '@gentlebowl/ui';
import type { GuideRecipe } from './guide-recipes';

const WhenToUse = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Subheading = styled.h4(({ theme }) => ({
  margin: `0 0 ${theme.space(2)}`,
  fontSize: theme.fontSizes.md,
  color: theme.colors.text,
}));

const Lists = styled(CardContent)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(4),
  '& ul, & ol': { margin: 0, paddingLeft: theme.space(5), display: 'grid', gap: theme.space(1.5) },
}));

/** One short homemade meal: when it fits, what goes in, and the steps. */
export function GuideRecipeCard({ recipe }: { recipe: GuideRecipe }) {
  return (
    <Card as="article">
      <CardHeader>
        <CardTitle>{recipe.title}</CardTitle>
        <WhenToUse>{recipe.whenToUse}</WhenToUse>
      </CardHeader>
      <Lists>
        <div>
          <Subheading>Ingredients</Subheading>
          <ul>
            {recipe.ingredients.map((ingredient) => (
              <li key={ingredient}>{ingredient}</li>
            ))}
          </ul>
        </div>
        <div>
          <Subheading>Steps</Subheading>
          <ol>
            {recipe.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </Lists>
    </Card>
  );
}
