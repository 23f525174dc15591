/**
 * How many days the API keeps personal data that waits for someone (RETENTION_DAYS, unless the
 * operator sets another): a food selector request, a sign-up nobody confirmed, a story no editor
 * approved. The privacy policy states this figure.
 */
export const DEFAULT_RETENTION_DAYS = 30;
