import styled from '@emotion/styled';
import { PageFrame } from '@gentlebowl/ui';

/** The column a full selector page (the food selector, compare) stacks its sections in. */
export const SelectorPageColumn = styled(PageFrame)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
}));
