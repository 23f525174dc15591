import styled from '@emotion/styled';

/** A list laid out as a wrapping row (badges, chips, tags): still a list to assistive technology. */
export const InlineList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));
