/**
 * How long the site keeps the records it stores, as the privacy policy states them and the API's
 * hourly retention job enforces them (services/src/retention).
 */
export const dataRetention = {
  /** Food selector requests, newsletter sign-ups never confirmed and owner stories no editor approved:
   * the API's RETENTION_DAYS default. */
  requestDays: 30,
  /** Contact form messages, from the day they arrive. */
  contactMessageMonths: 24,
} as const;
