import styled from '@emotion/styled';
import { allergyOptions, type DogFood, foodTypeLabel, labelOf, preferredIngredientOptions } from '@gentlebowl/contracts';
import { Accordion } from '@gentlebowl/ui';
import { Muted, PanelText } from './detail-styles';

const Facts = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${theme.space(2)} ${theme.space(4)}`,
  '& dt': { fontWeight: theme.fontWeights.semibold },
  '& dd': { margin: 0 },
  [theme.breakpoints.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

function yesOrNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

function Ingredients({ food }: { food: DogFood }) {
  return (
    <PanelText>
      <p>{food.ingredients.join(', ')}</p>
      <Muted>The first ingredients in label order. Check the bag for the full list before you buy.</Muted>
      {food.allergens.length > 0 ? (
        <p>
          <strong>Contains common allergens:</strong> {food.allergens.map((value) => labelOf(allergyOptions, value)).join(', ')}
        </p>
      ) : (
        <p>None of the common allergens we track (chicken, beef, dairy, wheat, soy, eggs, corn) is declared.</p>
      )}
    </PanelText>
  );
}

function KeyBenefits({ food }: { food: DogFood }) {
  return (
    <PanelText>
      <ul>
        {food.keyBenefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </PanelText>
  );
}

function Features({ food }: { food: DogFood }) {
  const madeWith = food.matchTags.map((value) => labelOf(preferredIngredientOptions, value));
  return (
    <PanelText>
      <Facts>
        <dt>Food type</dt>
        <dd>{foodTypeLabel(food.foodType)}</dd>
        <dt>Vet recommended</dt>
        <dd>{yesOrNo(food.isVetRecommended)}</dd>
        <dt>Clinically proven</dt>
        <dd>{yesOrNo(food.isClinicallyProven)}</dd>
        <dt>All natural</dt>
        <dd>{yesOrNo(food.isAllNatural)}</dd>
        {madeWith.length > 0 ? (
          <>
            <dt>Made with</dt>
            <dd>{madeWith.join(', ')}</dd>
          </>
        ) : null}
        <dt>Prescription diet</dt>
        <dd>{food.requiresPrescription ? "Yes: sold only with your vet's authorization" : 'No'}</dd>
      </Facts>
    </PanelText>
  );
}

/** Product Details: a single-open accordion of Ingredients, Key Benefits for Sensitive Stomachs and Features. */
export function ProductDetailsTab({ food }: { food: DogFood }) {
  return (
    <Accordion
      name="dog-food-details"
      defaultOpenId="ingredients"
      items={[
        { id: 'ingredients', title: 'Ingredients', content: <Ingredients food={food} /> },
        { id: 'key-benefits', title: 'Key Benefits for Sensitive Stomachs', content: <KeyBenefits food={food} /> },
        { id: 'features', title: 'Features', content: <Features food={food} /> },
      ]}
    />
  );
}
