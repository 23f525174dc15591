import path from 'node:path';
import {
  ageGroupValues,
  budgetValues,
  dogSizeValues,
  dryFoodKcalPerCup,
  foodTypeValues,
  PUBLISHING_SINCE_YEAR,
  transitionDays,
  vetVisitThresholds,
} from '@gentlebowl/contracts';
import { priceBandOf } from '../bench/synthetic-catalogue.js';
import { REAL_CONTENT_DIR } from '../../test/test-app.js';
import { SYMPTOMS_A_FOOD_HELPS_WITH } from './food-catalogue.js';
import { readSiteContent, type SiteContent } from './content-files.js';
import { linkedFoodSlugs } from './post-file.js';

/** The published content itself must import cleanly and cover what the site promises. */
describe('services/content', () => {
  let content: SiteContent;

  beforeAll(async () => {
    content = await readSiteContent(REAL_CONTENT_DIR, path.join(REAL_CONTENT_DIR, 'media'));
  });

  it('holds every post the spec links to, among at least 12', () => {
    const slugs = content.posts.map((post) => post.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(12);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'best-dog-food-for-diarrhea',
        'best-dog-foods-for-sensitive-stomachs',
        'transitioning-to-new-dog-food-for-sensitive-stomachs',
        'hypoallergenic-dog-food',
        'hypoallergenic-dog-food-guide',
        'limited-ingredient-dog-food-benefits',
        'top-5-best-dog-foods-for-sensitive-stomachs',
        'homemade-food-options-for-dogs-with-sensitive-stomachs',
      ]),
    );
  });

  it.each(['Sensitive Stomach', 'Hypoallergenic Food', 'Limited Ingredient', 'Digestive Health', 'Food Allergies'])(
    'lets the blog topic filter "%s" match several posts',
    (topic) => {
      const needle = topic.toLowerCase();
      const matching = content.posts.filter((post) =>
        [post.title, post.category, ...post.tags].some((text) => text.toLowerCase().includes(needle)),
      );
      expect(matching.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('catalogues at least 24 foods across every food type, budget, age, size and symptom', () => {
    const { foods } = content;
    // Budgets are matched by what a food costs for the dog: for the reference dog, every band has foods.
    expect(foods.length).toBeGreaterThanOrEqual(24);
    expect(new Set(foods.map((food) => food.foodType))).toEqual(new Set(foodTypeValues));
    expect(new Set(foods.map(priceBandOf))).toEqual(new Set(budgetValues));
    expect(foods.filter((food) => food.requiresPrescription).length).toBeGreaterThanOrEqual(2);
    expect(new Set(foods.flatMap((food) => food.suitableFor.age))).toEqual(new Set(ageGroupValues));
    expect(new Set(foods.flatMap((food) => food.suitableFor.size))).toEqual(new Set(dogSizeValues));
    expect(new Set(foods.flatMap((food) => food.suitableFor.symptoms))).toEqual(new Set(SYMPTOMS_A_FOOD_HELPS_WITH));
    expect(foods.map((food) => food.shopSearch?.retailer)).toEqual(expect.arrayContaining(['Amazon', 'Chewy']));
  });

  it('says it is sample data, invents no reviewer, and states no label fact it has not read', () => {
    const { foods } = content;
    expect(foods.every((food) => food.sampleData)).toBe(true);
    expect(foods.filter((food) => food.review !== null)).toEqual([]);
    for (const food of foods.filter((candidate) => candidate.label.source === null)) {
      expect({ slug: food.slug, estimated: food.label.estimated, analysis: food.label.guaranteedAnalysis }).toEqual({
        slug: food.slug,
        estimated: ['energy', 'serving'],
        analysis: null,
      });
    }
  });

  it("knows a smaller bag of some dry foods, so a small dog's month is costed from a bag she finishes", () => {
    const dryWithSeveralBags = content.foods.filter((food) => food.foodType === 'dry' && food.estimatedPrices.length > 1);
    expect(dryWithSeveralBags.length).toBeGreaterThanOrEqual(3);
  });

  it("states the site's shared care figures in every post: vet-visit hours, the days of a slow switch, a dry cup's calories", () => {
    // A range as a post writes it, "24-48" or "24 to 48", read as the site's "24-48".
    const ranges = (text: string, unit: string) =>
      [...text.matchAll(new RegExp(`(\\d+)(?:-| to )(\\d+) ${unit}`, 'g'))].map(([, from, to]) => `${from}-${to}`);
    const words = content.posts.map((post) => post.content.replace(/<[^>]+>/g, '')).join('\n');

    expect(new Set(ranges(words, 'hours'))).toEqual(new Set([vetVisitThresholds.lastingSigns.replace(' hours', '')]));
    expect(new Set(ranges(words, 'days'))).toEqual(new Set([transitionDays.sensitive]));
    expect(new Set(ranges(words, 'kcal per cup'))).toEqual(new Set([`${dryFoodKcalPerCup.low}-${dryFoodKcalPerCup.high}`]));
  });

  it('dates its oldest post in the year the footer says the site has helped owners since', () => {
    const years = content.posts.map((post) => Number(post.publishedAt.slice(0, 4)));
    expect(Math.min(...years)).toBe(PUBLISHING_SINCE_YEAR);
  });

  it('links the foods the Top 5 shortlist names to their pages, by slug', () => {
    const top5 = content.posts.find((post) => post.slug === 'top-5-best-dog-foods-for-sensitive-stomachs');
    expect(new Set(linkedFoodSlugs(top5?.content ?? ''))).toEqual(
      new Set([
        'purina-pro-plan-sensitive-skin-stomach-salmon',
        'hills-science-diet-sensitive-stomach-skin-chicken',
        'royal-canin-medium-digestive-care',
        'natural-balance-lid-sweet-potato-fish',
        'the-farmers-dog-turkey',
        'blue-buffalo-basics-skin-stomach-turkey-potato',
        'wellness-simple-lid-salmon-potato',
        'hills-prescription-diet-id-digestive-care',
        'hills-prescription-diet-zd-canned',
      ]),
    );
  });
});
