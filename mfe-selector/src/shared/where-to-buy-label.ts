/** The spec's label for a buy link that names no price (result cards and the detail page). */
export const WHERE_TO_BUY_LABEL = 'Where to Buy';
