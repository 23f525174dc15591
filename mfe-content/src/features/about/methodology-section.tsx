import styled from '@emotion/styled';
import { routeHref } from '@gentlebowl/routes';
import { TableScroller } from '@gentlebowl/ui';
import { Link } from '@gentlebowl/router';
import { ContentSection } from '../../shared/content-section';
import { TextItems } from '../../shared/text-block-list';
import { AboutProse } from './about-prose';
import { catalogueFacts, hardRules, methodLimits, perfectFitPoints, rankingNotes, scoringFactors } from './selector-method';

const Steps = styled.ol(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(8),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const Step = styled.li(({ theme }) => ({
  maxWidth: '52rem',
  lineHeight: 1.7,
  h3: { margin: `0 0 ${theme.space(3)}`, fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.xl },
  p: { margin: `0 0 ${theme.space(3)}` },
  ul: { margin: 0, paddingInlineStart: theme.space(6) },
  li: { marginBottom: theme.space(2) },
}));

// The table wraps its text between words only: breaking anywhere would let the browser squeeze the
// first two columns to a few letters each. Its longest words fit side by side from about 350 px; on
// a narrower screen it scrolls sideways in its TableScroller rather than widening the page.
const PointsTable = styled.table(({ theme }) => ({
  width: '100%',
  marginBottom: theme.space(4),
  borderCollapse: 'collapse',
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
  caption: { textAlign: 'start', fontWeight: theme.fontWeights.semibold, marginBottom: theme.space(2) },
  'th, td': {
    padding: `${theme.space(2.5)} ${theme.space(3)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
    textAlign: 'start',
    verticalAlign: 'top',
    overflowWrap: 'break-word',
    [theme.breakpoints.mobile]: { padding: theme.space(2) },
  },
  'thead th': { backgroundColor: theme.colors.surfaceMuted },
}));

/** How foods are evaluated and ranked, true to the recommendation engine (see selector-method.ts). */
export function MethodologySection() {
  return (
    <ContentSection
      title="Our Methodology"
      lead="How we evaluate foods, and exactly how the Food Selector decides what to show you. The method is fixed: the same answers always give the same list, and every place in it can be explained."
    >
      <Steps>
        <Step>
          <h3>1. How a food enters our catalogue</h3>
          <p>For every food, our catalogue records:</p>
          <ul>
            <TextItems items={catalogueFacts} />
          </ul>
        </Step>
        <Step>
          <h3>2. Foods we never show</h3>
          <p>Before anything is ranked, a food is ruled out if any of these is true:</p>
          <ul>
            <TextItems items={hardRules} />
          </ul>
          <p>
            If nothing is left, you are told that no recommendations match. We would rather show nothing than a food your
            dog may react to.
          </p>
        </Step>
        <Step>
          <h3>3. How the remaining foods are ranked</h3>
          <p>
            Each remaining food earns points, out of {perfectFitPoints} for a food that fits everything you asked for:
          </p>
          <TableScroller>
            <PointsTable>
              <caption>Points in the Food Selector's ranking</caption>
              <thead>
                <tr>
                  <th scope="col">What we look at</th>
                  <th scope="col">Points</th>
                  <th scope="col">How</th>
                </tr>
              </thead>
              <tbody>
                {scoringFactors.map(({ factor, pointsLabel, how }) => (
                  <tr key={factor}>
                    <th scope="row">{factor}</th>
                    <td>{pointsLabel}</td>
                    <td>{how}</td>
                  </tr>
                ))}
              </tbody>
            </PointsTable>
          </TableScroller>
          <ul>
            <TextItems items={rankingNotes} />
          </ul>
        </Step>
        <Step>
          <h3>4. What the Food Selector cannot know</h3>
          <ul>
            <TextItems items={methodLimits} />
          </ul>
        </Step>
      </Steps>
      <AboutProse>
        <p>
          Ready to try it? <Link to={routeHref('food-selector')}>Answer three short steps in the Food Selector</Link>.
        </p>
      </AboutProse>
    </ContentSection>
  );
}
