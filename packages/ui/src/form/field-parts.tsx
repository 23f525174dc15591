import type { CSSObject, Theme } from '@emotion/react';
import styled from '@emotion/styled';

/** Label, hint, control and error stacked; stack fields with a gap on the parent. */
export const FieldRoot = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(1.5),
  minWidth: 0,
}));

export const FieldLabel = styled.label(({ theme }) => ({
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.text,
}));

/** The asterisk is decorative; aria-required (or "required" text for checkbox groups) says it. */
export const RequiredMark = styled.span(({ theme }) => ({
  marginInlineStart: theme.space(1),
  color: theme.colors.danger,
}));

export const FieldHint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.textMuted,
}));

export const FieldErrorText = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  color: theme.colors.danger,
}));

export function controlStyles(theme: Theme, invalid: boolean): CSSObject {
  return {
    width: '100%',
    minHeight: '44px',
    padding: `${theme.space(2.5)} ${theme.space(3)}`,
    border: `1px solid ${invalid ? theme.colors.danger : theme.colors.borderStrong}`,
    borderRadius: theme.radii.md,
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
    lineHeight: 1.4,
    boxShadow: invalid ? `0 0 0 1px ${theme.colors.danger}` : 'none',
    transition: 'border-color 150ms ease, box-shadow 150ms ease',
    '&::placeholder': { color: theme.colors.textMuted, opacity: 1 },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  };
}

const isStyleProp = (prop: string) => prop === 'invalid';

export const TextInput = styled('input', { shouldForwardProp: (prop) => !isStyleProp(prop) })<{ invalid: boolean }>(
  ({ theme, invalid }) => controlStyles(theme, invalid),
);

export const TextArea = styled('textarea', { shouldForwardProp: (prop) => !isStyleProp(prop) })<{
  invalid: boolean;
}>(({ theme, invalid }) => ({ ...controlStyles(theme, invalid), resize: 'vertical' }));

export const Select = styled('select', { shouldForwardProp: (prop) => !isStyleProp(prop) })<{ invalid: boolean }>(
  ({ theme, invalid }) => ({ ...controlStyles(theme, invalid), cursor: 'pointer' }),
);

export const Fieldset = styled.fieldset(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(2),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
}));

export const Legend = styled.legend(({ theme }) => ({
  padding: 0,
  marginBottom: theme.space(1),
  fontWeight: theme.fontWeights.semibold,
  color: theme.colors.text,
}));

export const OptionGrid = styled('div', { shouldForwardProp: (prop) => prop !== 'columns' })<{ columns: number }>(
  ({ theme, columns }) => ({
    display: 'grid',
    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
    gap: `${theme.space(2)} ${theme.space(4)}`,
    [theme.breakpoints.mobile]: { gridTemplateColumns: '1fr' },
  }),
);
