import { routeHref } from '@gentlebowl/routes';
import type { ResourceLink } from '../../shared/resource-links';

export type RecipeId = 'chicken' | 'beef' | 'turkey';

/** A recipe (spec section 3 "Recipe"): times are whole minutes. */
export interface Recipe {
  id: RecipeId;
  /** The tab's name. */
  label: string;
  title: string;
  description: string;
  prepMinutes: number;
  cookMinutes: number;
  /** What one batch makes, e.g. 'About 7 cups'. */
  servings: string;
  /** A picture of the meal, 1200 x 900, from the API's media. */
  imageUrl: string;
  ingredients: readonly string[];
  instructions: readonly string[];
  notes: readonly string[];
}

const NO_SEASONING_NOTE =
  'Add nothing else: no onion, garlic, salt, butter, oil, stock cubes or seasoning. Onion and garlic are toxic to dogs, and fat and salt can make an upset worse.';

const LONG_TERM_DIET_NOTE =
  'This is a short-term bland meal for a few days, not a complete and balanced diet: it lacks calcium, several vitamins and minerals and essential fatty acids. For a long-term homemade diet, ask your vet or a board-certified veterinary nutritionist for a complete recipe.';

const STORAGE_STEP =
  'Refrigerate portions in a covered container and use them within 3 days, or freeze portions for up to a month.';

const PUMPKIN_BY_SIZE =
  'about 1 tablespoon a day for a small dog, 2 for a medium dog and 3-4 for a large or giant dog';

/** The three bland-diet recipes, in tab order; chicken is the default tab. */
export const RECIPES: readonly Recipe[] = [
  {
    id: 'chicken',
    label: 'Chicken',
    title: 'Chicken and Rice Bland Diet',
    description:
      'The classic bland meal many vets suggest for a few days of mild tummy trouble: lean poached chicken breast and soft white rice, nothing else.',
    prepMinutes: 10,
    cookMinutes: 30,
    servings: 'About 7 cups',
    imageUrl: '/api/media/recipes/chicken-and-rice.svg',
    ingredients: [
      '1 lb (450 g) boneless, skinless chicken breast',
      '1 1/2 cups (280 g) uncooked long-grain white rice',
      'Water: about 4 cups for the chicken and 3 1/2 cups for the rice',
      `Optional: plain canned pumpkin puree (100% pumpkin), ${PUMPKIN_BY_SIZE}, as a fiber aid`,
    ],
    instructions: [
      'Put the chicken breasts in a medium pot and cover them with about 4 cups of cold water.',
      'Bring to a boil, then lower the heat and simmer gently for 15-20 minutes, until the chicken is cooked through with no pink in the middle (74°C / 165°F on a meat thermometer).',
      'Meanwhile, rinse the rice and simmer it in 3 1/2 cups of water in a covered pan for about 20 minutes, until the water is absorbed and the rice is soft, a little softer than you would cook it for yourself.',
      "Lift the chicken out and let it cool for 10 minutes. Discard the cooking water and any fat, then shred or chop the chicken into pieces that suit your dog's size, checking for bones.",
      'Mix one part chicken with two parts rice by volume, and let the mix cool to room temperature before serving.',
      STORAGE_STEP,
    ],
    notes: [
      NO_SEASONING_NOTE,
      'Use white rice, not brown: brown rice has more fiber and is harder on an upset gut.',
      'Skip this recipe if your dog is allergic to chicken; ask your vet whether the turkey or beef version suits instead.',
      LONG_TERM_DIET_NOTE,
    ],
  },
  {
    id: 'beef',
    label: 'Beef',
    title: 'Lean Beef and Potato Bland Diet',
    description:
      'A gentle, low-fat option for dogs that do better without chicken or rice: well-drained extra-lean ground beef with soft boiled potato.',
    prepMinutes: 15,
    cookMinutes: 25,
    servings: 'About 8 cups',
    imageUrl: '/api/media/recipes/lean-beef-and-potato.svg',
    ingredients: [
      '1 lb (450 g) extra-lean ground beef (95% lean)',
      '2 lb (900 g) white potatoes, about 4 medium',
      'Water, for boiling',
      `Optional: plain canned pumpkin puree (100% pumpkin), ${PUMPKIN_BY_SIZE}, as a fiber aid`,
    ],
    instructions: [
      'Peel the potatoes, cut away any green patches or sprouts, and cut them into 1/2-inch (1 cm) cubes.',
      'Cover the potatoes with cold water, bring to a boil and simmer for 15-20 minutes, until soft enough to mash with a fork. Drain.',
      'Meanwhile, put the beef in a pan with about 1 cup of water and simmer over medium heat for 10-12 minutes, breaking it into small crumbles, until no pink remains (71°C / 160°F).',
      'Tip the beef into a sieve and let the fat drain away; for an even leaner result, rinse it briefly with hot water.',
      'Mash the potatoes lightly or leave them in small cubes, mix one part beef with two parts potato by volume, and let the mix cool to room temperature before serving.',
      STORAGE_STEP,
    ],
    notes: [
      NO_SEASONING_NOTE,
      'Beef is one of the most common food allergens in dogs: skip this recipe if your dog has reacted to beef.',
      'Always peel and cook the potatoes. Never feed raw potato, green skin or sprouts, which contain solanine.',
      LONG_TERM_DIET_NOTE,
    ],
  },
  {
    id: 'turkey',
    label: 'Turkey',
    title: 'Turkey, Rice and Pumpkin Bland Diet',
    description:
      'Lean ground turkey and soft white rice, with a spoonful of plain pumpkin stirred in at each meal as a gentle source of fiber.',
    prepMinutes: 10,
    cookMinutes: 25,
    servings: 'About 7 cups',
    imageUrl: '/api/media/recipes/turkey-rice-and-pumpkin.svg',
    ingredients: [
      '1 lb (450 g) lean ground turkey (93% lean or leaner), plain, not seasoned',
      '1 1/2 cups (280 g) uncooked long-grain white rice',
      'Water: 3 1/2 cups for the rice and 1/2 cup for the turkey',
      `Plain canned pumpkin puree (100% pumpkin, not pie filling): ${PUMPKIN_BY_SIZE}`,
    ],
    instructions: [
      'Rinse the rice and simmer it in 3 1/2 cups of water in a covered pan for about 20 minutes, until the water is absorbed and the rice is soft.',
      'Meanwhile, put the turkey in a non-stick pan with 1/2 cup of water and no oil. Cook over medium heat for 10-12 minutes, breaking it into small crumbles, until no pink remains (74°C / 165°F).',
      'Drain the turkey in a sieve and discard the fat and liquid.',
      'Mix one part turkey with two parts rice by volume, and let the mix cool to room temperature.',
      "At each meal, stir in your dog's share of the day's pumpkin, split across the day's meals.",
      `${STORAGE_STEP} Keep opened pumpkin covered in the fridge and use it within 3 days, or freeze it in spoonfuls.`,
    ],
    notes: [
      NO_SEASONING_NOTE,
      'Choose plain ground turkey: avoid packs labeled as seasoned or with added broth or salt solution.',
      'Pumpkin pie filling is no substitute for plain pumpkin: it contains sugar and spices.',
      LONG_TERM_DIET_NOTE,
    ],
  },
];

/** How to feed any of the recipes safely; the same advice as the bland-diet article. */
export const BLAND_DIET_FEEDING: readonly string[] = [
  'Start small: a few tablespoons for a small dog or 1/4 to 1/2 cup for a large one, then wait a couple of hours to check it stays down.',
  "Then offer small meals three or four times a day, with a daily total similar in volume to your dog's usual food. Keep fresh water available at all times.",
  'Feed the bland diet for two to three days, or until stools are firm. If your dog is not clearly improving in that time, or gets worse at any point, call your vet.',
  'Switch back to the usual food over about a week: roughly 75% bland food for two days, then half and half for two days, then 25% bland food for two days, then the usual food alone. Go slower if stools loosen.',
  'Skip treats and chews while the stomach settles.',
];

export const RECIPE_RESOURCES: readonly ResourceLink[] = [
  {
    label: 'Bland diet for dogs, step by step',
    href: routeHref('blog-post', { params: { slug: 'bland-diet-for-dogs-chicken-and-rice' } }),
    description: 'How to make chicken and rice properly, how much to feed and when it is the wrong choice.',
  },
  {
    label: 'Homemade food options for sensitive stomachs',
    href: routeHref('blog-post', { params: { slug: 'homemade-food-options-for-dogs-with-sensitive-stomachs' } }),
    description: "Why a long-term homemade diet needs a veterinary nutritionist's recipe, and how to get one.",
  },
  {
    label: 'Digestive health tips',
    href: routeHref('digestive-health-tips'),
    description: 'Everyday habits that keep a sensitive stomach settled, and the signs that need a vet.',
  },
  {
    label: 'Try the Food Selector',
    href: routeHref('food-selector'),
    description: "Find a complete, ready-made food matched to your dog's symptoms for everyday feeding.",
  },
];
