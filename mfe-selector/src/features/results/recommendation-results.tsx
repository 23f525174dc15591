import styled from '@emotion/styled';
import type { RecommendedDogFood } from '@gentlebowl/contracts';
import { Button } from '@gentlebowl/ui';
import { useEffect, useId, useRef } from 'react';
import { FeaturedRecommendation } from './featured-recommendation';
import { RecommendationCard } from './recommendation-card';

const Section = styled.section(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(6),
  scrollMarginTop: theme.space(24),
}));

const Heading = styled.h2(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes['3xl'],
  '&:focus:not(:focus-visible)': { outline: 'none' },
}));

const Lead = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted }));

const Empty = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space(6),
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.semibold,
}));

const List = styled.ol(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(10),
  margin: 0,
  padding: 0,
  listStyle: 'none',
}));

const PageActions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space(3),
}));

export interface RecommendationResultsProps {
  foods: RecommendedDogFood[];
  dogName: string;
  /** Move the focus to the results heading when they appear (a fresh answer, not a return visit). */
  focusOnShow: boolean;
  /** 'Try Different Options' and each card's 'Back to the Food Selector'. */
  onReset: () => void;
  onBackToTop: () => void;
}

/** The results block under the wizard (spec "Food Selector", results). */
export function RecommendationResults({ foods, dogName, focusOnShow, onReset, onBackToTop }: RecommendationResultsProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [first] = foods;

  useEffect(() => {
    if (!focusOnShow) return;
    headingRef.current?.closest('section')?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnShow]);

  return (
    <Section aria-labelledby={headingId}>
      <div>
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          Recommended foods for {dogName}
        </Heading>
        {first ? (
          <Lead>
            {foods.length === 1 ? 'One food fits' : `${foods.length} foods fit`} what you told us, best match first.
          </Lead>
        ) : null}
      </div>
      {first ? (
        <>
          {first.isPromotion ? <FeaturedRecommendation food={first} /> : null}
          <List>
            {foods.map((food) => (
              <RecommendationCard key={food.id} food={food} onReset={onReset} />
            ))}
          </List>
        </>
      ) : (
        <Empty>No recommendations match your criteria. Please try adjusting your selections.</Empty>
      )}
      <PageActions>
        <Button variant="outline" onClick={onBackToTop}>
          Back to Top
        </Button>
        <Button variant="primary" onClick={onReset}>
          Try Different Options
        </Button>
      </PageActions>
    </Section>
  );
}
