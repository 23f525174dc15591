/** Spec section 8, word for word: what the owner sees when the recommendation request fails. */
export const recommendationFailedToast = {
  title: 'Error',
  description: 'Failed to generate recommendations. Please try again.',
  variant: 'destructive',
} as const;

/** Spec section 4: the label while the recommendation request runs (the submit button and the results). */
export const FINDING_RECOMMENDATIONS = 'Finding recommendations...';
