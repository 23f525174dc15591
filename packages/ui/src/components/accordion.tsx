import styled from '@emotion/styled';
import { type ReactNode, useId } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Item open on first render; all closed when omitted. */
  defaultOpenId?: string;
  /** Level of the heading each item's title is, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The group's name, unique in the page (`name` of each `<details>`, and the prefix of the item
   * ids, `{name}-{id}`); a generated one when omitted. */
  name?: string;
  className?: string;
}

const List = styled.div(({ theme }) => ({
  borderTop: `1px solid ${theme.colors.border}`,
}));

const Item = styled.details(({ theme }) => ({
  borderBottom: `1px solid ${theme.colors.border}`,
  '&[open] > summary > svg': { transform: 'rotate(180deg)' },
}));

const Summary = styled.summary(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  minHeight: '44px',
  padding: `${theme.space(4)} ${theme.space(1)}`,
  color: theme.colors.text,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { color: theme.colors.link },
  '& > svg': { flexShrink: 0, transition: 'transform 200ms ease' },
}));

const Title = styled.h3(({ theme }) => ({
  margin: 0,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.semibold,
  color: 'inherit',
}));

const Panel = styled.div(({ theme }) => ({
  padding: `0 ${theme.space(1)} ${theme.space(5)}`,
  color: theme.colors.text,
}));

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Single-open, collapsible: opening an item closes the other, clicking the open item closes it.
 * Native `<details>` sharing one `name` (an exclusive accordion): it works before the page's
 * scripts arrive and without them, from the mouse and the keyboard, and browsers announce each
 * summary as a disclosure that is expanded or collapsed.
 */
export function Accordion({ items, defaultOpenId, headingLevel = 3, name, className }: AccordionProps) {
  const generatedName = useId();
  const group = name ?? generatedName;
  return (
    <List className={className}>
      {items.map((item) => (
        <Item key={item.id} id={`${group}-${item.id}`} name={group} open={item.id === defaultOpenId}>
          <Summary>
            <Title as={`h${headingLevel}`}>{item.title}</Title>
            <Chevron />
          </Summary>
          <Panel>{item.content}</Panel>
        </Item>
      ))}
    </List>
  );
}
