import styled from '@emotion/styled';
import { keepRangesTogether } from '@gentlebowl/ui';
import { ContentSection } from '../../shared/content-section';
import { GuidePanel, GuidePanelColumns } from './guide-panel';
import { GuideTable } from './guide-table';

const lookFor: readonly string[] = [
  'One named animal protein your dog has not reacted to, such as salmon, turkey or lamb',
  'Easily digested carbohydrates such as white rice, oatmeal or potato',
  'Moderate fiber, including prebiotic sources such as beet pulp, chicory root or fructooligosaccharides (FOS)',
  'Omega-3 fatty acids, often from fish oil',
  'A statement that the food is complete and balanced for your dog\'s life stage (an AAFCO nutritional adequacy statement)',
];

const avoid: readonly string[] = [
  "Any protein your dog has reacted to. The most common culprits are beef, dairy, chicken and wheat, and to a lesser degree soy, egg, lamb and corn",
  'Unnamed sources such as "animal fat", "meat meal" or "animal digest", which may hide a protein your dog reacts to',
  'Very rich, high-fat foods, fatty trimmings and greasy leftovers',
  'Many new ingredients at once, which make it hard to tell what caused a problem',
  'Foods that are toxic to dogs: onion, garlic, grapes and raisins, chocolate, xylitol and macadamia nuts',
];

/** Guaranteed-analysis ranges that are a sensible starting point for a sensitive stomach. */
const labelRanges: readonly { nutrient: string; range: string }[] = [
  { nutrient: 'Protein', range: '25-30%' },
  { nutrient: 'Fat', range: '12-16%' },
  { nutrient: 'Fiber', range: '3-5%' },
  { nutrient: 'Moisture', range: 'About 10% in dry food; 75-85% in wet food' },
];

const Note = styled.p(({ theme }) => ({ margin: 0, maxWidth: '48rem', color: theme.colors.textMuted }));

/** Guide section 7: what to look for on the label, and what to leave out. */
export function IngredientsSection() {
  return (
    <ContentSection
      title="Ingredients to Look For and Avoid"
      lead="For most sensitive stomachs, a short ingredient list, a protein your dog tolerates and moderate fat matter more than any marketing term."
    >
      <GuidePanelColumns>
        <GuidePanel title="Look For" blocks={[{ list: lookFor }]} />
        <GuidePanel title="Avoid" blocks={[{ list: avoid }]} />
      </GuidePanelColumns>
      <GuideTable>
        <caption>A sensible starting range on the guaranteed analysis</caption>
        <thead>
          <tr>
            <th scope="col">Nutrient</th>
            <th scope="col">Range</th>
          </tr>
        </thead>
        <tbody>
          {labelRanges.map((row) => (
            <tr key={row.nutrient}>
              <th scope="row">{row.nutrient}</th>
              <td>{keepRangesTogether(row.range)}</td>
            </tr>
          ))}
        </tbody>
      </GuideTable>
      <Note>
        Protein, fat and fiber figures are for dry food as labeled. Wet food contains far more water, so compare it on a
        dry matter basis: divide the nutrient by (100 minus the moisture) and multiply by 100. Your vet may advise a
        lower fat level, for example after pancreatitis.
      </Note>
    </ContentSection>
  );
}
