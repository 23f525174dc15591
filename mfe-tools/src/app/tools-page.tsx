import styled from '@emotion/styled';
import { type BreadcrumbItem, Breadcrumbs, PageMeta } from '@gentlebowl/platform';
import { breadcrumbTrail, routeHref, TOOLS_TABS, type ToolsTab } from '@gentlebowl/routes';
import { PageFrame, PageHeader, PageLead, PageTitle, Tabs, tabAddress, tabInAddress } from '@gentlebowl/ui';
import { useLocation } from '@gentlebowl/router';
import { FoodCalculator } from '../features/food-calculator/food-calculator';
import { FoodCalculatorGuide } from '../features/food-calculator/food-calculator-guide';
import { sentFoodCalculatorValues } from '../features/food-calculator/food-calculator-values';
import { TransitionCalculator } from '../features/transition-calculator/transition-calculator';
import { sentTransitionCalculatorValues } from '../features/transition-calculator/transition-calculator-values';
import { TransitionGuide } from '../features/transition-calculator/transition-guide';
import { NO_PRINT_CLASS } from '../shared/print-section';
import { ToolsRemoteRoot } from '../shared/tools-remote-root';
import { DEFAULT_TOOLS_TAB, TOOL_ANCHORS } from './tool-anchors';
import { useAnchorTab } from './use-anchor-tab';
import { useAnswersInAddress } from './use-answers-in-address';

const breadcrumbs: readonly BreadcrumbItem[] = breadcrumbTrail('tools');

const Page = styled(PageFrame)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
}));

/** Calculator beside its explanatory panels; stacked on small screens. */
const TabLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  gap: theme.space(6),
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  // On paper the result takes the page's width: the asides beside it are not printed.
  '@media print': { display: 'block' },
}));

const Aside = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
}));

const tabLabels: Readonly<Record<ToolsTab, string>> = {
  'food-calculator': 'Food Calculator',
  'transition-guide': 'Transition Guide',
};

/**
 * The /tools page (spec "Tools /tools"). It renders inside the shell's router, store and theme.
 * Its address says which tab is open (`?tab=`) and carries the answers of the last calculation (sent
 * without scripts, or made in the page); the tab holding a result opens unless the address names another.
 */
export function ToolsPage() {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const sentFood = sentFoodCalculatorValues(query);
  const sentTransition = sentTransitionCalculatorValues(query);
  const showAnswersInAddress = useAnswersInAddress();
  const [tab, setTab] = useAnchorTab(
    tabInAddress(search, TOOLS_TABS, sentTransition ? 'transition-guide' : DEFAULT_TOOLS_TAB),
  );

  return (
    <ToolsRemoteRoot>
      <PageMeta
        title="Interactive Nutrition Tools"
        description="Free dog food calorie calculator and food transition planner for dogs with sensitive stomachs: daily calories, cups per day and a day-by-day plan for switching foods."
        keywords="dog food calculator, dog calorie calculator, how much to feed my dog, dog food transition schedule, switching dog food, sensitive stomach"
        canonical={routeHref('tools')}
      />
      <Page>
        <div className={NO_PRINT_CLASS}>
          <Breadcrumbs items={breadcrumbs} />
        </div>
        <PageHeader>
          <PageTitle>Interactive Nutrition Tools</PageTitle>
          <PageLead>
            Work out how much your dog should eat each day, then plan a gentle switch to a new food. Both tools are
            free and need no sign-up.
          </PageLead>
        </PageHeader>
        <Tabs
          label="Nutrition tools"
          idPrefix="tools"
          value={tab}
          onValueChange={(id) => setTab(id as ToolsTab)}
          hrefOf={(id) => tabAddress(search, id)}
          items={[
            {
              id: 'food-calculator',
              label: tabLabels['food-calculator'],
              content: (
                <TabLayout id={TOOL_ANCHORS.nutritionalCalculator}>
                  <div id={TOOL_ANCHORS.feedingCalculator}>
                    <FoodCalculator sent={sentFood} onCalculated={showAnswersInAddress} />
                  </div>
                  <Aside className={NO_PRINT_CLASS}>
                    <FoodCalculatorGuide />
                  </Aside>
                </TabLayout>
              ),
            },
            {
              id: 'transition-guide',
              label: tabLabels['transition-guide'],
              content: (
                <TabLayout id={TOOL_ANCHORS.feedingGuide}>
                  <TransitionCalculator headingLevel="h2" sent={sentTransition} onCalculated={showAnswersInAddress} />
                  <Aside className={NO_PRINT_CLASS}>
                    <TransitionGuide />
                  </Aside>
                </TabLayout>
              ),
            },
          ]}
        />
      </Page>
    </ToolsRemoteRoot>
  );
}
