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

/**
 * The answer (400) to an address with a malformed percent-escape (`%zz`, a lone `%`, `%ff` that is
 * no UTF-8), in its path or its query: the API's, and the shell's for its pages and its `/api` proxy.
 */
export const MALFORMED_ADDRESS_MESSAGE = 'The address is not valid: part of it is not correctly percent-encoded.';
