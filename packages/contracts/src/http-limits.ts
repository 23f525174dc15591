/**
 * The largest request body the API accepts. The API answers 413 above it, and the shell's `/api`
 * proxy enforces the same limit itself, so an oversized body is refused at the edge.
 */
export const API_BODY_LIMIT_BYTES = 16 * 1024;
