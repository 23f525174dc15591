import styled from '@emotion/styled';
import { type ReactNode, useId, useState } from 'react';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Item open on first render; all closed when omitted. */
  defaultOpenId?: string;
  /** Level of the heading that wraps each trigger, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Stable prefix for the trigger and panel ids (`{prefix}-trigger-{id}`, `{prefix}-panel-{id}`). */
  idPrefix?: string;
  className?: string;
}

/**
 * WAI-ARIA recommends region landmarks for panels only when there are few of them; the FAQ's ten
 * items would otherwise flood the landmark list.
 */
const MAX_PANELS_AS_REGIONS = 6;

const List = styled.div(({ theme }) => ({
  borderTop: `1px solid ${theme.colors.border}`,
}));

const Item = styled.div(({ theme }) => ({
  borderBottom: `1px solid ${theme.colors.border}`,
}));

const Heading = styled.h3({ margin: 0 });

const Trigger = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  minHeight: '44px',
  padding: `${theme.space(4)} ${theme.space(1)}`,
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.lg,
  fontWeight: theme.fontWeights.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.link },
  '& > svg': { flexShrink: 0, transition: 'transform 200ms ease' },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
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

/** Single-open, collapsible: opening an item closes the other, clicking the open item closes it. */
export function Accordion({ items, defaultOpenId, headingLevel = 3, idPrefix, className }: AccordionProps) {
  const generatedPrefix = useId();
  const prefix = idPrefix ?? generatedPrefix;
  const [openId, setOpenId] = useState<string | undefined>(defaultOpenId);
  const panelsAreRegions = items.length <= MAX_PANELS_AS_REGIONS;

  return (
    <List className={className}>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${prefix}-trigger-${item.id}`;
        const panelId = `${prefix}-panel-${item.id}`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
              >
                <span>{item.title}</span>
                <Chevron />
              </Trigger>
            </Heading>
            <Panel
              id={panelId}
              role={panelsAreRegions ? 'region' : undefined}
              // Naming a plain div is prohibited by ARIA, so the label goes only with the region role.
              aria-labelledby={panelsAreRegions ? triggerId : undefined}
              hidden={!open}
            >
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
