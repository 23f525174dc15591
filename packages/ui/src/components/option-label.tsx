import styled from '@emotion/styled';

/** One checkbox or radio and its text, clickable as one: the options of the group fields, and a
 * lone yes/no checkbox (`<OptionLabel><input type="checkbox" /> text</OptionLabel>`). */
export const OptionLabel = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2.5),
  minHeight: '44px',
  padding: `${theme.space(1)} ${theme.space(2)}`,
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.colors.surfaceMuted },
  '& > input': {
    width: '1.25rem',
    height: '1.25rem',
    margin: 0,
    flexShrink: 0,
    accentColor: theme.colors.primary,
    cursor: 'pointer',
  },
}));
