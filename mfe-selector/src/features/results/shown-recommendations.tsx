import styled from '@emotion/styled';
import type { RecommendationRequestInput } from '@gentlebowl/contracts';
import { refusalOf, refusalSentence, useRemainingWait } from '@gentlebowl/platform';
import { Alert, Button } from '@gentlebowl/ui';
import { useState } from 'react';
import { FINDING_RECOMMENDATIONS, recommendationFailedToast } from '../../shared/recommendation-messages';
import { selectorApi, useSelectorRecommendationsQuery } from '../../shared/selector-api';
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
  /** The owner asked for these results in the page (not a link, a reload or a return): they take the
   * focus when they show. */
  askedInPage: boolean;
}

/**
 * The recommendations for a set of answers, through the selector's recommendation query: those the
 * wizard just asked for are already at hand; those of a results link are asked for while the shell's
 * server renders the page, so the link opens on its results.
 *
 * A refused request (the API's 429) says how long to wait and offers "Try again" only once the
 * wait is over. A page that opens on a refusal (the server's render of a results link was refused)
 * does not ask again by itself, as it would for another failure: that would only be refused again.
 */
export function ShownRecommendations({ request, dogName, askedInPage, ...props }: ShownRecommendationsProps) {
  const { data, error, isError, isFetching } = selectorApi.endpoints.selectorRecommendations.useQueryState(request);
  const refusal = refusalOf(error);
  const [refusedOnOpening, setRefusedOnOpening] = useState(() => (refusal ? request : null));
  const held = refusedOnOpening === request;
  const { refetch } = useSelectorRecommendationsQuery(request, { skip: held });
  const remainingWaitMs = useRemainingWait(refusal?.wait);
  const dog = { name: dogName, size: request.dogInfo.size };

  if (data) {
    return (
      <RecommendationResults
        key={data.requestId ?? 'linked'}
        response={data}
        dog={dog}
        budget={request.foodPreferences.budget}
        focusOnShow={askedInPage}
        {...props}
      />
    );
  }
  if (isError && !isFetching) {
    const inWait = remainingWaitMs !== undefined && remainingWaitMs > 0;
    const refusedWithoutWait = refusal !== undefined && refusal.wait === undefined;
    // A held query has no subscription yet: subscribing asks for it again.
    const tryAgain = () => (held ? setRefusedOnOpening(null) : refetch());
    return (
      <Failed>
        <Alert title="Recommendations not loaded">
          <p>{inWait || refusedWithoutWait ? refusalSentence(remainingWaitMs) : recommendationFailedToast.description}</p>
        </Alert>
        {inWait ? null : (
          <Button variant="primary" onClick={tryAgain}>
            Try again
          </Button>
        )}
      </Failed>
    );
  }
  return <Waiting role="status">{FINDING_RECOMMENDATIONS}</Waiting>;
}
