import styled from '@emotion/styled';
import { Tabs, tabsInAddress } from '@gentlebowl/ui';
import { useLocation } from '@gentlebowl/router';
import { longReadColumns } from '../../shared/even-columns';
import { GuideEntryCard } from './guide-entry-card';
import type { GuideTab } from './guides-content';

const Panel = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  '& > h2': {
    margin: 0,
    fontFamily: theme.fonts.heading,
    fontSize: theme.fontSizes['2xl'],
    lineHeight: 1.3,
  },
}));

const Intro = styled.p(({ theme }) => ({ margin: 0, maxWidth: '48rem', color: theme.colors.textMuted }));

/** A tab's three guides: side by side on a wide screen, one to a row below it, never two and one. */
const Entries = styled.div(({ theme }) => ({ ...longReadColumns(), gap: theme.space(5) }));

/** The guides as tabs, Reading Labels first and selected (spec "Dog food guides"); arrow keys, Home
 * and End move between tabs. Each tab is a link to the page with it open (`?tab=concerns`), which
 * works before the scripts arrive and without them. */
export function GuideTabs({ tabs }: { tabs: readonly GuideTab[] }) {
  const { search } = useLocation();
  return (
    <Tabs
      label="Dog food guides"
      idPrefix="guides"
      {...tabsInAddress(
        search,
        tabs.map((tab) => tab.id),
        'reading',
      )}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <Panel>
            <h2>{tab.heading}</h2>
            <Intro>{tab.intro}</Intro>
            <Entries>
              {tab.entries.map((entry) => (
                <GuideEntryCard key={entry.id} entry={entry} />
              ))}
            </Entries>
          </Panel>
        ),
      }))}
    />
  );
}
