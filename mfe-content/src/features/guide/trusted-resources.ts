export type ResourceCategory = 'nutrition' | 'health' | 'training' | 'general';

export const resourceCategories: readonly { id: ResourceCategory; label: string }[] = [
  { id: 'nutrition', label: 'Nutrition' },
  { id: 'health', label: 'Health' },
  { id: 'training', label: 'Training' },
  { id: 'general', label: 'General' },
];

/** Spec "Sensitive stomach guide": the general resources show until a reader picks a category. */
export const DEFAULT_RESOURCE_CATEGORY: ResourceCategory = 'general';

/** Spec: the guide shows the first 2 items of the chosen category. */
export const RESOURCES_SHOWN_PER_CATEGORY = 2;

export interface TrustedResource {
  category: ResourceCategory;
  /** The organisation or publication, as it names itself. */
  name: string;
  url: string;
  /** One sentence on why a dog owner would go there. */
  description: string;
}

/** Independent veterinary, scientific and regulatory bodies; listed in the order the guide shows them. */
export const trustedResources: readonly TrustedResource[] = [
  {
    category: 'nutrition',
    name: 'WSAVA Global Nutrition Guidelines',
    url: 'https://wsava.org/global-guidelines/global-nutrition-guidelines/',
    description:
      "The World Small Animal Veterinary Association's nutrition guidelines and toolkit, including its advice on how to select a pet food.",
  },
  {
    category: 'nutrition',
    name: 'American College of Veterinary Nutrition (ACVN)',
    url: 'https://acvn.org/',
    description:
      'The specialty college of board-certified veterinary nutritionists: the people to ask for a complete home-cooked recipe or help with a complex diet.',
  },
  {
    category: 'nutrition',
    name: 'AAFCO: Understanding Pet Food',
    url: 'https://www.aafco.org/consumers/understanding-pet-food/',
    description:
      'The Association of American Feed Control Officials explains pet food labels, nutritional adequacy statements and calorie statements.',
  },
  {
    category: 'nutrition',
    name: 'Petfoodology, Tufts Cummings School of Veterinary Medicine',
    url: 'https://vetnutrition.tufts.edu/',
    description: "Plain-language articles on pet nutrition written by the veterinary school's clinical nutrition team.",
  },
  {
    category: 'health',
    name: 'Merck Veterinary Manual: Digestive Disorders of Dogs',
    url: 'https://www.merckvetmanual.com/dog-owners/digestive-disorders-of-dogs',
    description:
      "The pet owner edition of a long-standing veterinary reference, covering the causes, signs and treatment of dogs' digestive problems.",
  },
  {
    category: 'health',
    name: 'ASPCA Animal Poison Control Center',
    url: 'https://www.aspca.org/pet-care/animal-poison-control',
    description:
      'A 24-hour hotline and lists of toxic foods and plants, for when your dog may have eaten something harmful (a consultation fee may apply).',
  },
  {
    category: 'training',
    name: 'American Veterinary Society of Animal Behavior (AVSAB)',
    url: 'https://avsab.org/',
    description:
      'Veterinarians and researchers in animal behavior; their position statements explain why reward-based training is recommended.',
  },
  {
    category: 'training',
    name: 'Certification Council for Professional Dog Trainers (CCPDT)',
    url: 'https://www.ccpdt.org/',
    description:
      'An independent certification body for dog trainers, with a directory of trainers who hold its certifications.',
  },
  {
    category: 'general',
    name: 'American Veterinary Medical Association (AVMA)',
    url: 'https://www.avma.org/',
    description: 'The professional association of US veterinarians, with health and care information for pet owners.',
  },
  {
    category: 'general',
    name: 'Cornell University College of Veterinary Medicine',
    url: 'https://www.vet.cornell.edu/',
    description:
      'A leading veterinary school and home of the Cornell Riney Canine Health Center, which publishes health information for dog owners.',
  },
  {
    category: 'general',
    name: 'American Animal Hospital Association (AAHA)',
    url: 'https://www.aaha.org/',
    description: 'Sets standards for and accredits veterinary hospitals in the United States and Canada.',
  },
];

/** The first resources of a category, in list order (the guide shows 2). */
export function resourcesInCategory(
  resources: readonly TrustedResource[],
  category: ResourceCategory,
  count: number = RESOURCES_SHOWN_PER_CATEGORY,
): TrustedResource[] {
  return resources.filter((resource) => resource.category === category).slice(0, count);
}
