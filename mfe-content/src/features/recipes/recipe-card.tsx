import styled from '@emotion/styled';
import { LazyImage } from '@gentlebowl/ui';
import { useId } from 'react';
import { TextItems } from '../../shared/text-block-list';
import type { Recipe } from './recipes-content';
import { formatMinutes, isoDuration } from './recipe-time';

const Article = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
  lineHeight: 1.6,
  '& h2': {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes['2xl'],
    lineHeight: 1.3,
  },
  '& h3': {
    margin: `0 0 ${theme.space(3)}`,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes.xl,
  },
  '& ul, & ol': { margin: 0, paddingInlineStart: theme.space(6) },
  '& li + li': { marginTop: theme.space(2) },
}));

const Description = styled.p(({ theme }) => ({ margin: 0, maxWidth: '48rem', color: theme.colors.textMuted }));

const Picture = styled(LazyImage)(({ theme }) => ({ maxWidth: '28rem', borderRadius: theme.radii.lg }));

const Facts = styled.dl(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(3),
  margin: 0,
  '& > div': {
    minWidth: '9rem',
    padding: `${theme.space(3)} ${theme.space(4)}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    backgroundColor: theme.colors.surface,
  },
  '& dt': { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted },
  '& dd': { margin: 0, fontWeight: theme.fontWeights.semibold },
}));

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: theme.space(8),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Notes = styled.section(({ theme }) => ({
  padding: theme.space(5),
  border: `1px solid ${theme.colors.border}`,
  borderInlineStart: `4px solid ${theme.colors.warning}`,
  borderRadius: theme.radii.md,
  backgroundColor: theme.colors.surfaceMuted,
}));

/** One recipe: title, description, its picture, times and servings, ingredients, numbered steps and notes. */
export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const idBase = useId();
  const headingId = (part: string) => `${idBase}-${part}`;

  return (
    <Article aria-labelledby={headingId('title')}>
      <h2 id={headingId('title')}>{recipe.title}</h2>
      <Description>{recipe.description}</Description>
      <Picture src={recipe.imageUrl} alt="" width={1200} height={900} />
      <Facts>
        <div>
          <dt>Prep time</dt>
          <dd>
            <time dateTime={isoDuration(recipe.prepMinutes)}>{formatMinutes(recipe.prepMinutes)}</time>
          </dd>
        </div>
        <div>
          <dt>Cook time</dt>
          <dd>
            <time dateTime={isoDuration(recipe.cookMinutes)}>{formatMinutes(recipe.cookMinutes)}</time>
          </dd>
        </div>
        <div>
          <dt>Servings</dt>
          <dd>{recipe.servings}</dd>
        </div>
      </Facts>
      <Columns>
        <section aria-labelledby={headingId('ingredients')}>
          <h3 id={headingId('ingredients')}>Ingredients</h3>
          <ul>
            <TextItems items={recipe.ingredients} />
          </ul>
        </section>
        <section aria-labelledby={headingId('instructions')}>
          <h3 id={headingId('instructions')}>Instructions</h3>
          <ol>
            <TextItems items={recipe.instructions} />
          </ol>
        </section>
      </Columns>
      <Notes aria-labelledby={headingId('notes')}>
        <h3 id={headingId('notes')}>Notes</h3>
        <ul>
          <TextItems items={recipe.notes} />
        </ul>
      </Notes>
    </Article>
  );
}
