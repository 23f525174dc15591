import { dryFoodKcalPerCupText, transitionDays, vetVisitThresholds } from '@gentlebowl/contracts';
import { routeHref, toolsSectionHref } from '@gentlebowl/routes';
import type { ResourceLink } from '../../shared/resource-links';
import type { TextBlock } from '../../shared/text-blocks';

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly TextBlock[];
  /** A page that goes further, linked under the answer (not part of the structured-data answer). */
  related?: { label: string; href: string };
}

/**
 * The FAQ's ten questions (spec "FAQ", section 9). The accordion and the FAQPage structured data
 * both read this list, so the page and what search engines see never disagree.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'signs',
    question: 'What are the signs of a sensitive stomach in dogs?',
    answer: [
      'Common signs are soft or loose stools, occasional vomiting, excess gas, loud gut gurgling, a picky or reduced appetite and eating grass. Dogs with a food allergy may also have itchy skin, recurring ear infections or lick their paws a lot.',
      'None of these signs is specific: parasites, infections, pancreatitis, inflammatory bowel disease and other illnesses cause them too. Before you put it down to a sensitive stomach, ask your vet to rule out a medical cause.',
    ],
  },
  {
    id: 'causes',
    question: 'What causes a sensitive stomach in dogs?',
    answer: [
      'Often it is the diet: scavenging or table scraps, a sudden change of food, a food too rich in fat, or an intolerance or allergy to an ingredient. Stress from travel, boarding or a move can upset digestion too.',
      'Ongoing or repeated problems can also come from intestinal parasites, chronic gut disease such as inflammatory bowel disease, pancreatitis and other conditions that need a diagnosis and treatment. The right food helps many dogs, but it does not replace finding the cause.',
    ],
  },
  {
    id: 'when-to-see-a-vet',
    question: 'When should I take my dog to the vet for stomach problems?',
    answer: [
      'Call your vet straight away, before changing food or trying home care, if you notice any of these:',
      {
        list: [
          'Blood in the stool or vomit, or black, tarry stool',
          'Repeated vomiting, or vomiting and diarrhea together that will not settle',
          `Diarrhea lasting more than ${vetVisitThresholds.lastingSigns}`,
          `No appetite for more than ${vetVisitThresholds.noAppetite}`,
          'Lethargy, weakness or collapse',
          'A painful or swollen belly, or retching without bringing anything up, which can be bloat, an emergency',
          'A chance your dog has eaten something toxic or swallowed a toy, bone or other object',
        ],
      },
      'Young puppies, senior dogs and dogs with other health conditions can go downhill quickly, so call sooner for them.',
    ],
    related: {
      label: 'When to see a vet for digestive problems',
      href: routeHref('blog-post', { params: { slug: 'when-to-see-a-vet-for-dog-digestive-problems' } }),
    },
  },
  {
    id: 'what-to-feed',
    question: 'What should I look for in a food for a sensitive stomach?',
    answer: [
      "Choose a complete and balanced food (its label carries an AAFCO nutritional adequacy statement for your dog's life stage) that is highly digestible, moderate in fat and built on one clearly named animal protein. Typical figures for a dry food for sensitive stomachs are protein 25-30%, fat 12-16% and fiber 3-5%, at about 10% moisture. Wet foods are 75-85% moisture, so compare them on a dry-matter basis.",
      'If you suspect an allergy, avoid the proteins your dog has eaten before; the most common culprits are beef, dairy, chicken and wheat. Once you find a food that suits your dog, stick with it: frequent switching is itself a common cause of upsets.',
    ],
    related: { label: 'Find foods that match your dog with the Food Selector', href: routeHref('food-selector') },
  },
  {
    id: 'switching-food',
    question: 'How do I switch my dog to a new food without upsetting their stomach?',
    answer: [
      `Change gradually. The common plan takes ${transitionDays.usual} days: about 25% new food for the first two days, then 50%, then 75%, and only new food from day 7. Dogs with sensitive stomachs often do better over ${transitionDays.sensitive} days.`,
      'If stools loosen, go back to the last mix your dog handled well and stay there for a few more days before moving on.',
    ],
    related: { label: 'Plan a switch day by day with the transition calculator', href: toolsSectionHref('feeding-guide') },
  },
  {
    id: 'grain-free',
    question: 'Is grain-free food better for a sensitive stomach?',
    answer: [
      "Not in itself. 'Grain-free' describes a recipe, not a health benefit. True grain allergies are uncommon in dogs: when a food allergy is found, animal proteins such as beef, dairy and chicken are more often to blame, and wheat is the grain most often involved.",
      'The FDA has also investigated a possible link between some grain-free diets rich in peas, lentils and other pulses and dilated cardiomyopathy (DCM), a serious heart disease. The link is not proven, but it is a good reason to choose a food on its overall quality and to ask your vet before going grain-free.',
    ],
  },
  {
    id: 'allergy-or-intolerance',
    question: 'How can I tell whether my dog has a food allergy or a food intolerance?',
    answer: [
      'A food allergy is an immune reaction, usually to a protein, and often shows as itchy skin, ear infections or paw licking as well as gut signs. An intolerance does not involve the immune system: the gut simply copes badly with an ingredient, such as a rich, fatty food. The signs overlap, and blood, saliva and hair tests are not reliable ways to diagnose food allergy in dogs.',
      'The way to find out is an elimination diet. Your vet chooses a prescription hydrolyzed diet or a novel protein your dog has never eaten, and your dog eats nothing else, typically for 8-12 weeks for skin signs or 3-4 weeks for gut signs. If the signs improve, the old food is brought back (a re-challenge) to confirm the trigger.',
    ],
    related: {
      label: 'The elimination diet, step by step',
      href: routeHref('blog-post', { params: { slug: 'hypoallergenic-dog-food-guide' } }),
    },
  },
  {
    id: 'bland-diet',
    question: 'Can I feed my dog a bland homemade diet?',
    answer: [
      'For a mild upset in a dog that is otherwise bright and alert, many vets suggest a few days of bland food: plain boiled lean chicken or turkey, or drained lean beef, with soft white rice or boiled potato, roughly one part protein to two parts carbohydrate. Add no fat, salt or seasoning; onion and garlic are toxic to dogs. Feed small meals three or four times a day, then return to the usual food gradually over about a week once stools are firm.',
      'A bland diet is not complete and balanced. If your dog needs it for more than a few days, or you want to feed home-cooked food long term, ask your vet or a board-certified veterinary nutritionist for a complete recipe.',
    ],
    related: { label: 'Our bland-diet recipes', href: routeHref('homemade-recipes') },
  },
  {
    id: 'pumpkin',
    question: 'Does pumpkin help a dog with diarrhea?',
    answer: [
      'Plain canned pumpkin is a common short-term fiber aid. Its soluble fiber can help firm up loose stools and can also ease mild constipation. Typical amounts are 1 tablespoon a day for a small dog up to 4 tablespoons for a large dog, mixed into food; start at the low end.',
      `Use 100% pumpkin, not pie filling, which contains sugar and spices. Pumpkin supports recovery from a mild upset but does not treat the cause: if diarrhea lasts more than ${vetVisitThresholds.lastingSigns}, or you see blood, black tarry stool or lethargy, see your vet.`,
    ],
    related: {
      label: 'What to feed a dog with diarrhea',
      href: routeHref('blog-post', { params: { slug: 'best-dog-food-for-diarrhea' } }),
    },
  },
  {
    id: 'how-much-and-how-often',
    question: 'How much and how often should I feed a dog with a sensitive stomach?',
    answer: [
      'Split the daily amount into two or three meals at the same times each day: smaller meals are easier to digest than one large one. Measure every meal, ideally by weight on a kitchen scale, because overfeeding alone can cause loose stools.',
      `Start from the feeding guide and the calorie statement on the bag (kcal per cup or per can). Dry foods range from ${dryFoodKcalPerCupText}, so the same scoop of two foods can differ by a quarter or more. Keep treats under 10% of daily calories, and adjust portions to keep your dog at a healthy weight.`,
    ],
    related: { label: "Estimate your dog's daily calories", href: toolsSectionHref('feeding-calculator') },
  },
];

/** The FAQ's summary, shown after the questions. */
export const FAQ_KEY_TAKEAWAYS: readonly string[] = [
  `Blood in vomit or stool, black tarry stool, lethargy, repeated vomiting, diarrhea over ${vetVisitThresholds.lastingSigns}, no appetite for over ${vetVisitThresholds.noAppetite} or a painful belly mean a vet visit before any change of food.`,
  'Choose one complete and balanced, highly digestible, moderate-fat food with a clearly named protein, and stick with it.',
  `Change foods gradually: ${transitionDays.usual} days is the usual plan, ${transitionDays.sensitive} days for sensitive dogs.`,
  "'Grain-free' is not a health claim, and a food allergy is confirmed with an elimination diet, not a blood test.",
  'Bland home cooking is for a few days; a long-term homemade diet needs a recipe from your vet or a veterinary nutritionist.',
];

/** Where to go next from the FAQ (spec "FAQ": the selector, the blog and three posts). */
export const FAQ_RESOURCES: readonly ResourceLink[] = [
  {
    label: 'Try the Food Selector',
    href: routeHref('food-selector'),
    description: "Answer three short steps about your dog and get food suggestions matched to their symptoms.",
  },
  {
    label: 'Top 5 dog foods for sensitive stomachs',
    href: routeHref('blog-post', { params: { slug: 'top-5-best-dog-foods-for-sensitive-stomachs' } }),
    description: 'Our editorial shortlist of widely available foods, and when a prescription diet is the better call.',
  },
  {
    label: 'Best dog food for diarrhea',
    href: routeHref('blog-post', { params: { slug: 'best-dog-food-for-diarrhea' } }),
    description: 'What to feed, what to avoid and the warning signs that mean a vet comes first.',
  },
  {
    label: 'Hypoallergenic dog food guide',
    href: routeHref('blog-post', { params: { slug: 'hypoallergenic-dog-food-guide' } }),
    description: 'How an elimination diet works, from choosing the food to the re-challenge.',
  },
  {
    label: 'Browse all articles',
    href: routeHref('blog'),
    description: 'Every guide on our blog, filterable by topic.',
  },
];
