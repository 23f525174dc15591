/**
 * The guide's three editorial picks: everyday, non-prescription foods from the site's catalogue
 * (services/content/foods.json), with the catalogue's names, images and retailer addresses. Buy
 * links are built from `retailerUrl` with the operator's partner code at render time.
 */
export interface GuideFood {
  slug: string;
  brand: string;
  name: string;
  foodType: string;
  imageUrl: string;
  retailer: string;
  retailerUrl: string;
  /** Which dog the food tends to suit. */
  bestFor: string;
  summary: string;
  highlights: readonly string[];
  /** Who should skip it. */
  caution: string;
}

export const guideFoods: readonly GuideFood[] = [
  {
    slug: 'hills-science-diet-sensitive-stomach-skin-chicken',
    brand: "Hill's Science Diet",
    name: 'Adult Sensitive Stomach & Skin Chicken Recipe',
    foodType: 'dry',
    imageUrl: '/api/media/foods/hills-science-diet-sensitive-stomach-skin-chicken.svg',
    retailer: 'Chewy',
    retailerUrl: 'https://www.chewy.com/s?query=hills+science+diet+sensitive+stomach+skin+chicken',
    bestFor: 'A sensitive stomach with no diagnosed food allergy',
    summary:
      'A highly digestible everyday kibble with a prebiotic fiber blend from beet pulp, made for adult dogs with occasional loose stools or dull, itchy skin.',
    highlights: ['Highly digestible for firmer stools', 'Prebiotic fiber from beet pulp', 'No artificial colors or flavors'],
    caution: 'Chicken is the main protein, so it does not suit a dog with a chicken allergy.',
  },
  {
    slug: 'purina-pro-plan-sensitive-skin-stomach-salmon',
    brand: 'Purina Pro Plan',
    name: 'Sensitive Skin & Stomach Salmon & Rice Formula',
    foodType: 'dry',
    imageUrl: '/api/media/foods/purina-pro-plan-sensitive-skin-stomach-salmon.svg',
    retailer: 'Amazon',
    retailerUrl: 'https://www.amazon.com/s?k=purina+pro+plan+sensitive+skin+stomach+salmon+rice',
    bestFor: 'Dogs that do better without chicken',
    summary:
      'Salmon is the first ingredient, with rice, barley and oat meal as the carbohydrates and no chicken, corn, wheat or soy in the recipe.',
    highlights: ['Salmon as the first ingredient', 'Prebiotic fiber from chicory root', 'Omega-3 from fish oil for skin and coat'],
    caution: 'The fat source is beef fat, so skip it if your dog has a confirmed beef allergy.',
  },
  {
    slug: 'blue-buffalo-basics-skin-stomach-turkey-potato',
    brand: 'Blue Buffalo',
    name: 'Basics Skin & Stomach Care Turkey & Potato Recipe',
    foodType: 'dry',
    imageUrl: '/api/media/foods/blue-buffalo-basics-skin-stomach-turkey-potato.svg',
    retailer: 'Amazon',
    retailerUrl: 'https://www.amazon.com/s?k=blue+buffalo+basics+skin+stomach+care+turkey+potato',
    bestFor: 'Suspected food sensitivities',
    summary:
      'A limited ingredient kibble built on a single animal protein, turkey, with oatmeal, brown rice and potatoes, and a little pumpkin for gentle fiber.',
    highlights: ['Single animal protein (turkey)', 'No chicken, beef, dairy or eggs', 'No corn, wheat or soy'],
    caution:
      'Over-the-counter limited ingredient foods can contain proteins not on the label; for a strict elimination trial, ask your vet about a prescription diet.',
  },
];
