import styled from '@emotion/styled';
import { Card, CardContent, CardHeader, CardTitle, keepRangesTogether } from '@gentlebowl/ui';
import { TextItems } from '../../shared/text-block-list';
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
        <WhenToUse>{keepRangesTogether(recipe.whenToUse)}</WhenToUse>
      </CardHeader>
      <Lists>
        <div>
          <Subheading>Ingredients</Subheading>
          <ul>
            <TextItems items={recipe.ingredients} />
          </ul>
        </div>
        <div>
          <Subheading>Steps</Subheading>
          <ol>
            <TextItems items={recipe.steps} />
          </ol>
        </div>
      </Lists>
    </Card>
  );
}
