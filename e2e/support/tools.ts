import { expect, type Locator } from '@playwright/test';

/** The food calculator's required-field messages, word for word as the product spec gives them. */
export const FOOD_CALCULATOR_REQUIRED_MESSAGES = [
  'Weight is required',
  'Age is required',
  'Activity level is required',
  'Please specify if your dog is neutered/spayed',
  'Current body condition is required',
] as const;

/** Every required-field message of an empty food calculator shows in its panel. */
export async function expectEveryRequiredMessage(foodCalculator: Locator): Promise<void> {
  for (const message of FOOD_CALCULATOR_REQUIRED_MESSAGES) {
    await expect(foodCalculator.getByText(message, { exact: true })).toBeVisible();
  }
}
