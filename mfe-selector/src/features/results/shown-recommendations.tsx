import styled from '@emotion/styled';
import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { Alert, Button } from '@gentlebowl/ui';
import { FINDING_RECOMMENDATIONS, recommendationFailedToast } from '../../shared/recommendation-messages';
import { useSelectorRecommendationsQuery } from '../../shared/selector-api';
import { RecommendationResults, type RecommendationResultsProps } from './recommendation-results';

const Waiting = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space(6),
  borderRadius: theme.radii.lg,
  backgroundColor: theme.colors.surfaceMuted,
  fontWeight: theme.fontWeights.semibold,
}));

const Failed = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space(3),
}));

export interface ShownRecommendationsProps extends Omit<RecommendationResultsProps, 'response' | 'dog' | 'budget' | 'focusOnShow'> {
  /** The answers whose recommendations are shown: the query's key. */
  request: RecommendationRequestInput;
  /** The name the results are for: the request's, or the owner's own when a link left it out. */
  dogName: string;
  /** The id of an answer that arrived while the page was open: only that one takes the focus (results
   * of a link are not recorded and have none). */
  arrivedRequestId: number | null;
}

/**
 * The recommendations for a set of answers, through the selector's recommendation query: those the
 * wizard just asked for are already at hand; those of a results link are asked for while the shell's
 * server renders the page, so the link opens on its results.
 */
export function ShownRecommendations({ request, dogName, arrivedRequestId, ...props }: ShownRecommendationsProps) {
  const { data, isError, isFetching, refetch } = useSelectorRecommendationsQuery(request);
  const dog = { name: dogName, size: request.dogInfo.size };

  if (data) {
    return (
      <RecommendationResults
        key={data.requestId ?? 'linked'}
        response={data}
        dog={dog}
        budget={request.foodPreferences.budget}
        focusOnShow={data.requestId !== null && arrivedRequestId === data.requestId}
        {...props}
      />
    );
  }
  if (isError && !isFetching) {
    return (
      <Failed>
        <Alert title="Recommendations not loaded">
          <p>{recommendationFailedToast.description}</p>
        </Alert>
        <Button variant="primary" onClick={() => refetch()}>
          Try again
        </Button>
      </Failed>
    );
  }
  return <Waiting role="status">{FINDING_RECOMMENDATIONS}</Waiting>;
}
