import { useHydrated } from '@gentlebowl/platform';
import { SelectField } from '@gentlebowl/ui/form';
import { useEffect, useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { catalogueFoodOptions } from '../../shared/catalogue-food-options';
import type { CatalogueFood } from '../../shared/tools-api';
import { catalogueFoodsOfType, typicalCupText } from './transition-food';
import { asWizardFoodType, type TransitionCalculatorValues } from './transition-calculator-values';

export interface CatalogueFoodFieldProps {
  name: 'currentFoodId' | 'newFoodId';
  /** The food type select this food belongs to: only foods of that type are offered. */
  typeName: 'currentFood' | 'newFood';
  /** That type's value in the answers the server rendered the form with. */
  serverRenderedType: string | undefined;
  label: string;
  foods: readonly CatalogueFood[];
}

/**
 * An optional pick of the exact catalogue food for one side of the switch, among the foods of the
 * type chosen above it. Its empty choice names the typical cup the plan uses without a pick. When the
 * type changes, a pick of the old type is cleared, so the form never holds a food it does not show.
 */
export function CatalogueFoodField({ name, typeName, serverRenderedType, label, foods }: CatalogueFoodFieldProps) {
  const form = useForm<TransitionCalculatorValues>();
  const pickedType = useField<string | undefined>(typeName, { subscription: { value: true } }).input.value;
  // A type picked before the scripts took the form over brings its foods once they have (useHydrated).
  const foodType = asWizardFoodType(useHydrated() ? pickedType : serverRenderedType);
  const choices = useMemo(() => (foodType ? catalogueFoodsOfType(foods, foodType) : []), [foods, foodType]);

  useEffect(() => {
    const picked = form.getFieldState(name)?.value;
    if (picked && !choices.some((food) => String(food.id) === picked)) form.change(name, undefined);
  }, [form, name, choices]);

  return (
    <SelectField
      name={name}
      label={label}
      placeholder={foodType ? typicalCupText(foodType) : 'Typical food of the type above'}
      hint="Pick the exact food to plan with its own calories per cup."
      options={catalogueFoodOptions(choices)}
    />
  );
}
