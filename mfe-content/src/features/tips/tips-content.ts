import { dryFoodKcalPerCupText, transitionDays, vetVisitThresholds } from '@gentlebowl/contracts';
import type { ContentIconName } from '../../shared/content-icon';

export interface DigestiveTip {
  icon: ContentIconName;
  title: string;
  content: string;
}

/** The ten tip cards, titles as the spec names them ("Digestive health tips"). */
export const DIGESTIVE_TIPS: readonly DigestiveTip[] = [
  {
    icon: 'clock',
    title: 'Feeding Schedule',
    content:
      'Feed at the same times every day and split the daily amount into two or three smaller meals. Modest, regular meals are easier to digest than one large one, and a routine makes changes in appetite easier to spot.',
  },
  {
    icon: 'bowl',
    title: 'Food Choices',
    content:
      'Choose a complete and balanced food (look for the AAFCO statement on the label) that is highly digestible, moderate in fat and built on one clearly named protein. Once a food suits your dog, stick with it rather than rotating flavors.',
  },
  {
    icon: 'switch',
    title: 'Proper Transitions',
    content:
      `Change foods gradually, never overnight. The usual plan is ${transitionDays.usual} days in steps of 25%, 50%, 75% and 100% new food; sensitive dogs often do better over ${transitionDays.sensitive} days. If stools loosen, hold at the last step that worked.`,
  },
  {
    icon: 'activity',
    title: 'Regular Exercise',
    content:
      'Daily walks and play keep the gut moving, ease stress and support a healthy weight. Avoid vigorous exercise for an hour or two after a big meal, especially in large, deep-chested dogs at risk of bloat.',
  },
  {
    icon: 'leaf',
    title: 'Natural Supplements',
    content:
      'Probiotics made for dogs and soluble fiber, such as 1-4 tablespoons of plain canned pumpkin a day depending on size, help some dogs. Ask your vet before starting a supplement, and add one at a time so you can tell whether it helps.',
  },
  {
    icon: 'sparkle',
    title: 'Clean Feeding Environment',
    content:
      'Wash food and water bowls daily in hot, soapy water. Keep dry food in its original bag (it carries the lot number you need in a recall) inside a closed container, pick up uneaten wet food within a couple of hours, and keep opened cans covered in the fridge for up to 3 days.',
  },
  {
    icon: 'droplet',
    title: 'Hydration',
    content:
      'Keep fresh, clean water available at all times. Vomiting and diarrhea drain fluids quickly: if your dog cannot keep water down, has dry, tacky gums or seems weak, call your vet. Adding water to kibble or feeding some wet food raises fluid intake.',
  },
  {
    icon: 'scale',
    title: 'Portion Control',
    content:
      `Overfeeding alone can cause loose stools. Measure every meal, ideally by weight, and start from the calories stated on the bag: dry foods range from ${dryFoodKcalPerCupText}. Keep treats under 10% of daily calories.`,
  },
  {
    icon: 'ban',
    title: 'Limit Table Scraps',
    content:
      'Fatty, salty or spicy leftovers are a common cause of upset stomachs, and a fatty meal can trigger pancreatitis. Some foods are toxic to dogs, including onions, garlic, grapes, raisins, chocolate, macadamia nuts and the sweetener xylitol, and cooked bones can splinter.',
  },
  {
    icon: 'clipboard',
    title: 'Monitor & Record',
    content:
      'Keep a simple diary of meals, treats, stool quality and any vomiting, with dates. It helps you spot triggers and gives your vet a clear picture; a photo of an unusual stool helps too.',
  },
];

export const WHEN_TO_SEE_A_VET = 'When to See a Veterinarian';

/** The spec's list of signs that need a vet, worded for owners. */
export const VET_WARNING_SIGNS: readonly string[] = [
  `Vomiting or diarrhea that lasts more than ${vetVisitThresholds.lastingSigns}`,
  'Blood in vomit or stool',
  'Lethargy: your dog is unusually tired, weak or uninterested',
  `Loss of appetite for more than ${vetVisitThresholds.noAppetite}`,
  'Abdominal pain: a tender or swollen belly, a hunched posture or restlessness',
  'Repeated episodes of vomiting or diarrhea, even if each one passes quickly',
  'Significant weight loss',
  'Black, tarry stools, which can mean bleeding higher up in the gut',
];
