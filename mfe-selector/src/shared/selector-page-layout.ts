import styled from '@emotion/styled';
import { Container } from '@gentlebowl/ui';

/** The column a full selector page (the food selector, compare) stacks its sections in. */
export const SelectorPageColumn = styled(Container)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
  paddingTop: theme.space(8),
  paddingBottom: theme.space(12),
}));
