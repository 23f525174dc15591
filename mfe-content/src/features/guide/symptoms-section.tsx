import { vetVisitThresholds } from '@gentlebowl/contracts';
import styled from '@emotion/styled';
import { ContentSection } from '../../shared/content-section';
import type { TextBlock } from '../../shared/text-blocks';
import { GuidePanel, GuidePanelColumns } from './guide-panel';

/** Signs that often go with a sensitive stomach, and what to do about mild ones. */
const commonSignsText: readonly TextBlock[] = [
  {
    list: [
      'Soft stools, loose stools or diarrhea that comes and goes',
      'Occasional vomiting, often after meals or a change of food',
      'More gas than usual, or a loudly gurgling stomach',
      'A picky or changeable appetite',
      'Itchy skin, paw licking or repeated ear problems together with digestive signs, which can point to a food allergy',
    ],
  },
  'Mild, occasional signs in a bright, alert dog that is eating and drinking are often manageable with a consistent, digestible diet. Keep a simple diary of meals, treats and stools: it helps you and your vet spot a pattern.',
];

/** The red flags (veterinary consensus): see a vet before changing anything about the food. */
const whenToSeeAVetText: readonly TextBlock[] = [
  'Call your veterinarian before trying any food change if you notice:',
  {
    list: [
      'Blood in the stool or vomit',
      'Black, tarry stool',
      'Lethargy, weakness or collapse',
      'Repeated vomiting',
      `Diarrhea or vomiting that lasts more than ${vetVisitThresholds.lastingSigns}`,
      `No appetite for more than ${vetVisitThresholds.noAppetite}`,
      'A painful or bloated belly, especially with retching that brings nothing up (possible bloat, an emergency)',
      'Any of these signs in a young puppy or a senior dog',
      'A chance your dog has eaten something toxic or swallowed an object',
    ],
  },
];

const Columns = styled(GuidePanelColumns)({ alignItems: 'start' });

const VetPanel = styled(GuidePanel)(({ theme }) => ({
  borderInlineStart: `4px solid ${theme.colors.danger}`,
  backgroundColor: theme.colors.surfaceMuted,
}));

/** Guide section 2: the everyday signs, and the ones that need a vet first. */
export function SymptomsSection() {
  return (
    <ContentSection
      title="Signs of a Sensitive Stomach"
      lead="A sensitive stomach is a description, not a diagnosis: it usually means a dog whose digestion is easily upset by food changes, rich food or particular ingredients."
    >
      <Columns>
        <GuidePanel title="Common Signs" blocks={commonSignsText} />
        <VetPanel title="When to See a Vet" blocks={whenToSeeAVetText} />
      </Columns>
    </ContentSection>
  );
}
