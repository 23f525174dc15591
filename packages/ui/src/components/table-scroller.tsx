import styled from '@emotion/styled';

/**
 * Holds a table that may be wider than a narrow screen: the table scrolls sideways inside it rather
 * than widening the page. Positioned, so visually hidden text in the cells (absolutely positioned)
 * stays inside it too.
 */
export const TableScroller = styled.div({ position: 'relative', overflowX: 'auto' });
