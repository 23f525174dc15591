import type { Page } from '@playwright/test';

/** Opens the food selector of the site at `site` and answers every step, up to the "Get
 * Recommendations" button: Biscuit, an adult medium beagle with weekly gas for 1-3 months, dry food
 * at $50-100 a month. */
export async function answerTheWizard(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/food-selector`);
  await page.getByRole('textbox', { name: "Dog's name" }).fill('Biscuit');
  await page.getByRole('combobox', { name: 'Breed' }).selectOption('beagle');
  await page.getByRole('combobox', { name: 'Age' }).selectOption('adult');
  await page.getByRole('combobox', { name: 'Size' }).selectOption('medium');
  await page.getByRole('button', { name: 'Next: Symptoms' }).click();
  await answerSymptomsAndPreferences(page);
}

/** From step 2 of the food selector, answers it and step 3, up to the "Get Recommendations"
 * button: weekly gas for 1-3 months, dry food at $50-100 a month. */
export async function answerSymptomsAndPreferences(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Gas' }).check();
  await page.getByRole('combobox', { name: 'How often do symptoms occur?' }).selectOption('weekly');
  await page.getByRole('combobox', { name: 'How long has this been going on?' }).selectOption('1-3-months');
  await page.getByRole('button', { name: 'Next: Food Preferences' }).click();
  await page.getByRole('checkbox', { name: 'Dry Food' }).check();
  await page.getByRole('combobox', { name: 'Monthly budget' }).selectOption('50-100');
}

/** What a results address may change of its mild case. */
export interface ResultsAnswers {
  breed?: string;
  size?: string;
  weight?: number;
  warningSign?: string;
  foodTypes?: readonly string[];
  budget?: string;
}

/** A results address, the answers as the results' own address writes them (no step): a mild case,
 * an adult medium beagle with weekly gas for 1-3 months, dry or wet food at $50-100 a month, unless
 * `answers` say otherwise, with the weight and warning sign when given. */
export function resultsAddress({
  breed = 'beagle',
  size = 'medium',
  weight,
  warningSign,
  foodTypes = ['dry', 'wet'],
  budget = '50-100',
}: ResultsAnswers = {}): string {
  const search = new URLSearchParams({ breed, age: 'adult', size });
  if (weight !== undefined) search.set('weight', String(weight));
  search.append('symptom', 'gas');
  search.set('frequency', 'weekly');
  search.set('duration', '1-3-months');
  if (warningSign) search.set('warning-sign', warningSign);
  search.set('vet', 'no');
  for (const foodType of foodTypes) search.append('type', foodType);
  search.set('budget', budget);
  return `/food-selector?${search.toString()}`;
}
