import type { ResourceLink } from '../../shared/resource-links';

/** The About page's editorial text. Who we are is described by role: we name no experts we do not have. */

export const missionParagraphs: readonly string[] = [
  'A dog with a sensitive stomach can turn every meal into a worry: loose stools, vomiting, gas, itchy skin, and a bag of food that may or may not be the cause. Our mission is to help owners find food that suits their dog, with clear explanations, free tools and recommendations that say why they were made.',
  'We do not sell food and we are not a veterinary practice. We gather what is known about feeding dogs with digestive trouble, explain it in plain language, and point you to your vet whenever a question needs one.',
];

export interface TeamRole {
  role: string;
  description: string;
}

export const teamRoles: readonly TeamRole[] = [
  {
    role: 'Writers and editors',
    description:
      'Our editorial team researches and writes the guides, articles and food profiles on this site, and keeps them in plain language with the technical terms explained.',
  },
  {
    role: 'Following veterinary references',
    description:
      'Our health and nutrition statements follow published veterinary references: the WSAVA Global Nutrition Guidelines, AAFCO nutrient profiles and labeling rules, the Merck Veterinary Manual, and FDA notices such as its investigation into grain-free diets and heart disease. We name a source where we rely on it, and where the evidence is limited or disputed, we say so.',
  },
  {
    role: 'Catalogue editors',
    description:
      "Every food in the Food Selector is a real product. Editors record its ingredients and declared allergens from the maker's label, judge the symptoms it suits and give it our own rating, using the method described below.",
  },
  {
    role: 'Your veterinarian',
    description:
      "The one expert we cannot replace. Our content is general information, not veterinary advice: for a diagnosis, a prescription diet or a homemade diet for a dog with a medical condition, talk to your vet or a board-certified veterinary nutritionist.",
  },
];

export interface CoreValue {
  name: 'Transparency' | 'Evidence-Based' | 'Accessibility' | 'Empathy';
  description: string;
}

/** The four values of the spec, in its order. */
export const coreValues: readonly CoreValue[] = [
  {
    name: 'Transparency',
    description:
      'We publish how the Food Selector ranks foods, say where and when every price and rating was seen, and tell you plainly how the site earns money.',
  },
  {
    name: 'Evidence-Based',
    description:
      'What we say about nutrition and digestive health follows published veterinary references, named where we rely on them, and we say where the evidence runs out.',
  },
  {
    name: 'Accessibility',
    description:
      'Our guides are written in plain language, our tools are free to use, and the site is built to work with a keyboard and a screen reader.',
  },
  {
    name: 'Empathy',
    description:
      'A dog with an upset stomach means worried days for the person who loves it; we write for that person, without judgement or scare tactics.',
  },
];

/** Organisations whose guidance we rely on; links leave the site. */
export const professionalBodies: readonly ResourceLink[] = [
  {
    label: 'American Veterinary Medical Association (AVMA)',
    href: 'https://www.avma.org',
    description: "The largest professional body of veterinarians in the United States, with pet owners' guides to animal health.",
  },
  {
    label: 'World Small Animal Veterinary Association (WSAVA)',
    href: 'https://wsava.org',
    description:
      'Publishes the Global Nutrition Guidelines, including practical advice on choosing a pet food and questions to ask its maker.',
  },
  {
    label: 'Association of American Feed Control Officials (AAFCO)',
    href: 'https://www.aafco.org',
    description:
      'Sets the nutrient profiles and model labeling rules behind the "complete and balanced" statement on US pet food labels.',
  },
  {
    label: 'American College of Veterinary Nutrition (ACVN)',
    href: 'https://acvn.org',
    description:
      'Certifies veterinary nutritionists, the specialists to ask for a homemade diet or help with a complex feeding problem.',
  },
];
