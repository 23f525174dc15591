/**
 * The largest request body the API accepts. The API answers 413 above it, and the shell's `/api`
 * proxy enforces the same limit itself, so an oversized body is refused at the edge.
 */
export const API_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * What a visitor reads when the API cannot be reached: the shell's `/api` proxy answers 502 with it,
 * and a request the shell's server makes in a visitor's name fails with the same words.
 */
export const API_UNAVAILABLE_MESSAGE = 'The service is unavailable right now. Please try again shortly.';
