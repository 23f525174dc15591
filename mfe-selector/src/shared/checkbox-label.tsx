import styled from '@emotion/styled';

/**
 * A single checkbox and its text, clickable as one, in the look of the design system's checkbox
 * groups: for a lone yes/no choice ("My puppy is under 6 months old", "Include my dog's name in the
 * link"). The design system has no single-checkbox field yet.
 */
export const CheckboxLabel = styled.label(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2.5),
  minHeight: '44px',
  color: theme.colors.text,
  cursor: 'pointer',
  '& > input': {
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    flexShrink: 0,
    accentColor: theme.colors.primary,
    cursor: 'pointer',
  },
}));
