import { dryFoodKcalPerCupText } from '@gentlebowl/contracts';
import { routeHref } from '@gentlebowl/routes';
import type { ContentIconName } from '../../shared/content-icon';
import type { ResourceLink } from '../../shared/resource-links';
import type { TextBlock } from '../../shared/text-blocks';

/** A guide entry (spec "Dog food guides"): title, description, icon, content. */
export interface GuideEntry {
  id: string;
  title: string;
  description: string;
  icon: ContentIconName;
  content: readonly TextBlock[];
}

export type GuideTabId = 'reading' | 'concerns' | 'specialty';

export interface GuideTab {
  id: GuideTabId;
  label: string;
  heading: string;
  intro: string;
  entries: readonly GuideEntry[];
}

/** The three tabs in order; 'reading' is the default. */
export const GUIDE_TABS: readonly GuideTab[] = [
  {
    id: 'reading',
    label: 'Reading Labels',
    heading: 'How to Read a Dog Food Label',
    intro:
      'Three parts of the label tell you most of what you need to know: the ingredient list, the guaranteed analysis and the nutritional adequacy (AAFCO) statement.',
    entries: [
      {
        id: 'ingredient-lists',
        title: 'Ingredient Lists',
        description: 'Ingredients are listed by weight, heaviest first, before the food is cooked.',
        icon: 'list',
        content: [
          "Because weights are taken before cooking, ingredients full of water, such as fresh chicken (about 70% water), can head the list yet contribute less to the finished food than a concentrated 'chicken meal' further down.",
          'For a sensitive dog, look for:',
          {
            list: [
              "One clearly named animal protein, such as 'salmon' or 'lamb meal', rather than vague terms like 'meat meal', 'animal fat' or 'animal digest', which can hide a protein your dog reacts to",
              'Few different proteins, so that if a problem starts you can work out which one is to blame',
              'Ingredient splitting: peas, pea protein and pea fiber listed separately can add up to more than the first ingredient',
            ],
          },
          "The product name follows rules too: 'Beef Dog Food' must be at least 95% beef and 'Beef Dinner', 'Entrée' or 'Formula' at least 25% (both not counting water added for processing), 'with Beef' needs only 3%, and 'Beef Flavor' just enough to taste.",
        ],
      },
      {
        id: 'guaranteed-analysis',
        title: 'Guaranteed Analysis',
        description: 'Minimums for protein and fat, maximums for fiber and moisture, as the food is sold.',
        icon: 'percent',
        content: [
          "The guaranteed analysis gives crude protein and crude fat as minimums and crude fiber and moisture as maximums, so the real values can differ. 'Crude' describes the lab method, not the quality of the ingredients.",
          'Typical figures for a dry food made for sensitive stomachs:',
          {
            list: [
              'Protein: 25-30%',
              'Fat: 12-16%; richer foods are harder on a sensitive gut',
              'Fiber: 3-5%',
              'Moisture: about 10% (wet food is 75-85% moisture, so all its other figures look much lower)',
            ],
          },
          'Water dilutes everything, so compare dry and wet foods on a dry-matter basis: divide the nutrient by the share that is not water. A wet food with 8% protein and 78% moisture has 8 ÷ 22, about 36% protein on a dry-matter basis, more than a dry food with 26% protein and 10% moisture (26 ÷ 90, about 29%).',
        ],
      },
      {
        id: 'aafco-statements',
        title: 'AAFCO Statements',
        description: 'The line that tells you whether a food is complete and balanced, and for which life stage.',
        icon: 'check',
        content: [
          "Look for the nutritional adequacy statement. 'Complete and balanced' for adult maintenance, growth or all life stages means the food can be fed on its own to a dog of that stage. Puppies need a growth or all-life-stages food, and large-breed puppies (70 lb or more as adults) one that says it covers them.",
          "The statement also says how this was shown: by formulating to the AAFCO Dog Food Nutrient Profiles, or by feeding trials following AAFCO procedures. 'For intermittent or supplemental feeding only' means the product is not a complete diet.",
          `AAFCO rules also require a calorie statement, in kcal per kilogram (kcal/kg) and per cup or per can. Dry foods run from ${dryFoodKcalPerCupText}, so work out portions from your own bag rather than a general rule.`,
          "AAFCO itself does not approve, test or certify foods: the statement is the manufacturer's own claim that the food meets AAFCO standards.",
        ],
      },
    ],
  },
  {
    id: 'concerns',
    label: 'Common Concerns',
    heading: 'Common Concerns When Choosing a Food',
    intro:
      'A label is also marketing. These are the ingredients, claims and price questions that most often mislead owners of sensitive dogs.',
    entries: [
      {
        id: 'red-flag-ingredients',
        title: 'Red-Flag Ingredients',
        description: "What deserves a closer look on the label of a sensitive dog's food.",
        icon: 'warning',
        content: [
          'No ingredient is bad for every dog, but for a sensitive stomach these deserve a closer look:',
          {
            list: [
              'Anything your dog has reacted to before, anywhere in the list, including fats, broths and flavorings',
              "Unnamed sources such as 'meat meal', 'animal fat', 'animal digest' or 'natural flavor', which can contain the proteins you are trying to avoid",
              'A high fat content: rich food is a common trigger of vomiting and loose stools, and of pancreatitis in dogs prone to it',
              'Long lists of different proteins, which make a trigger hard to find if a problem starts',
              'Artificial colors such as Red 40 or Yellow 5, which are there to appeal to owners and do nothing for the dog',
              'Added sugars such as corn syrup, more common in semi-moist foods and treats',
            ],
          },
          'Read the labels of treats and chews too: they reach the gut just like the main food.',
        ],
      },
      {
        id: 'marketing-terms',
        title: 'Marketing Terms',
        description: 'Words on the front of the bag that sound like health claims but are not.',
        icon: 'tag',
        content: [
          "'Grain-free' is not a health claim. Grain allergies are uncommon in dogs, and the FDA has investigated a possible link between some grain-free diets rich in peas, lentils and other pulses and dilated cardiomyopathy (DCM), a serious heart disease. The link is not proven, but ask your vet before choosing grain-free.",
          "'Natural' has an AAFCO definition: ingredients that are not chemically synthesized, though added vitamins and minerals are allowed when the label says so. It says nothing about digestibility or quality.",
          "'Holistic' has no regulatory definition at all.",
          "'Human-grade' may be used only when every ingredient and the finished food are made, stored and transported to human-food standards. It describes how the food is handled, not whether it suits your dog's gut.",
          "'Premium' and 'gourmet' foods need not contain better ingredients or meet any higher nutritional standard than other complete and balanced foods.",
          "'Limited ingredient' is not defined either, and over-the-counter limited-ingredient foods can contain proteins that are not on the label.",
        ],
      },
      {
        id: 'price-vs-quality',
        title: 'Price vs Quality',
        description: 'A higher price does not guarantee a better food, and a cheaper one is not automatically worse.',
        icon: 'balance',
        content: [
          'Price reflects ingredients, but also branding, packaging and where the food is sold. A better measure is the expertise behind it. The World Small Animal Veterinary Association (WSAVA) suggests asking the manufacturer:',
          {
            list: [
              'Do you employ a qualified nutritionist, such as a board-certified veterinary nutritionist or a PhD in animal nutrition?',
              'Who formulates your foods, and are they tested in AAFCO feeding trials?',
              'Where are your foods made, and what quality-control checks do you run?',
              'Can you give the calorie content and a full nutrient analysis of this food?',
            ],
          },
          "Compare cost per day, not per bag: divide the price by the number of days a bag lasts at your dog's portion. A calorie-dense food can cost more per bag and less per day. Once a food agrees with your dog, keeping to it is worth more than chasing a bargain.",
        ],
      },
    ],
  },
  {
    id: 'specialty',
    label: 'Specialty Diets',
    heading: 'Specialty Diets for Sensitive Dogs',
    intro:
      "When an everyday food is not enough, a specialty diet can help. They work best with your vet's guidance, and prescription diets are sold only through a vet.",
    entries: [
      {
        id: 'novel-proteins',
        title: 'Novel Proteins',
        description: 'A protein your dog has never eaten, so their immune system has had no chance to react to it.',
        icon: 'star',
        content: [
          "Food allergies develop to proteins a dog has eaten before, most often beef, dairy, chicken and wheat. A novel protein is simply one your dog has not met: depending on their history, that might be venison, rabbit, duck, kangaroo or a fish. Once-novel proteins such as lamb and salmon are now common in dog foods, so list everything your dog has eaten, treats included.",
          'Novel-protein foods are used in elimination trials to diagnose food allergy: the dog eats nothing else, typically for 8-12 weeks for skin signs or 3-4 weeks for gut signs, and then the old food is brought back to confirm the trigger.',
          'Over-the-counter novel-protein foods can contain proteins not declared on the label, so for a diagnostic trial vets often prefer a prescription novel-protein or hydrolyzed diet.',
        ],
      },
      {
        id: 'prescription-diets',
        title: 'Prescription Diets',
        description: 'Veterinary therapeutic diets, sold through your vet for a diagnosed problem.',
        icon: 'medical',
        content: [
          'Prescription diets are made to stricter specifications than everyday food and are fed under veterinary supervision. The main types for sensitive dogs:',
          {
            list: [
              'Hydrolyzed protein diets: the protein is broken into pieces too small for the immune system to recognize, which makes them the strictest choice for an elimination trial (typically 8-12 weeks for skin signs, 3-4 weeks for gut signs)',
              'Gastrointestinal (GI) diets: highly digestible and often low in fat, for acute or chronic diarrhea, vomiting and pancreatitis',
              'Fiber-enhanced diets: for some forms of colitis and constipation',
            ],
          },
          'During a food trial everything else stops: treats, flavored chews, table food and flavored medicines can undo weeks of work. Ask your vet which treats and medicines are safe to use.',
        ],
      },
      {
        id: 'limited-ingredient-diets',
        title: 'Limited-Ingredient Diets',
        description: 'Short recipes, usually one protein and one carbohydrate, for everyday feeding.',
        icon: 'filter',
        content: [
          'Limited-ingredient foods keep the recipe short, usually one animal protein and one main carbohydrate. That makes them easier to match to a dog with known triggers and gentler for some sensitive stomachs.',
          "'Limited ingredient' has no regulated definition, and these foods can contain undeclared proteins, so they lower the risk of a reaction but guarantee nothing. They suit everyday feeding once your dog's triggers are known; to diagnose an allergy, use a prescription diet.",
        ],
      },
    ],
  },
];

/** Where to go next from the guides (spec "Dog food guides" links, plus the sensitive stomach guide). */
export const GUIDE_RESOURCES: readonly ResourceLink[] = [
  {
    label: 'Try the Food Selector',
    href: routeHref('food-selector'),
    description: "Get food suggestions matched to your dog's symptoms in three short steps.",
  },
  {
    label: 'Sensitive Stomach Guide',
    href: routeHref('sensitive-stomach-guide'),
    description: 'Symptoms, recommended foods, transitions and expert insights in one guide.',
  },
  {
    label: 'Sensitive Stomach FAQ',
    href: routeHref('sensitive-stomach-faq'),
    description: 'Straight answers to the ten questions owners ask most.',
  },
  {
    label: 'Homemade Recipes',
    href: routeHref('homemade-recipes'),
    description: 'Bland-diet recipes for a few days of mild tummy trouble.',
  },
  {
    label: 'Digestive Health Tips',
    href: routeHref('digestive-health-tips'),
    description: 'Everyday habits for a settled stomach, and when to see a vet.',
  },
];
