/** The result card shows the half-star icon only for ratings below 4.5 (spec section 9). */
export const RESULT_CARD_HALF_STAR_BELOW = 4.5;
