import styled from '@emotion/styled';

export const MAIN_CONTENT_ID = 'main-content';

const Link = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space(4),
  top: theme.space(2),
  zIndex: theme.zIndex.toast,
  padding: `${theme.space(2)} ${theme.space(4)}`,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  borderRadius: theme.radii.md,
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'translateY(0)', outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Link>;
}
