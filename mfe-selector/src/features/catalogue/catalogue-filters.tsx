import styled from '@emotion/styled';
import {
  ageGroupOptions,
  allergyOptions,
  type CatalogueQuery,
  catalogueParams,
  foodTypeOptions,
  parseCatalogueQuery,
  proteinOptions,
} from '@gentlebowl/contracts';
import { useInitialFormValues } from '@gentlebowl/platform';
import { routeHref } from '@gentlebowl/routes';
import { inPageNavigation, isInPageNavigation, useLocation, useNavigate } from '@gentlebowl/router';
import { useEffect, useRef } from 'react';
import { Button } from '@gentlebowl/ui';
import { CheckboxGroupField, Form, SelectField } from '@gentlebowl/ui/form';
import { catalogueHref } from './catalogue-address';

/** The form's name, by which its server-rendered twin is found at hydration. */
export const CATALOGUE_FILTERS_FORM = 'dog-foods-filters';

/** The form's fields are named as the address's parameters, so the form without scripts writes the address. */
interface CatalogueFilterValues {
  [catalogueParams.type]?: string;
  [catalogueParams.protein]?: string;
  [catalogueParams.freeFrom]?: string[];
  [catalogueParams.lifeStage]?: string;
  [catalogueParams.prescription]?: string;
  [catalogueParams.sort]: string;
}

const prescriptionOptions = [
  { value: 'no', label: 'Leave out prescription diets' },
  { value: 'yes', label: 'Prescription diets only' },
];

const sortOptions = [
  { value: 'rating', label: 'Best rated first' },
  { value: 'price', label: 'Lowest monthly cost first' },
];

function filterValuesOf(query: CatalogueQuery): CatalogueFilterValues {
  return {
    type: query.type,
    protein: query.protein,
    'free-from': query.freeFrom,
    'life-stage': query.lifeStage,
    prescription: query.prescription === undefined ? undefined : query.prescription ? 'yes' : 'no',
    sort: query.sort,
  };
}

/** The parameters the form sends, as a browser would write them from these values. */
function searchOf(values: CatalogueFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') search.append(name, item);
  }
  return search;
}

/** What a visitor had chosen in the server-rendered form, read as the address would be. */
function valuesFromEntries(entries: URLSearchParams, fallback: CatalogueFilterValues): CatalogueFilterValues {
  const parsed = parseCatalogueQuery(entries);
  return parsed.success ? filterValuesOf(parsed.query) : fallback;
}

const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: theme.space(4),
  alignItems: 'end',
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(4),
  marginTop: theme.space(4),
}));

const FormRoot = styled.form(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(4) }));

export interface CatalogueFiltersProps {
  query: CatalogueQuery;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The catalogue's filters and order, a GET form to /dog-foods: without scripts the browser writes
 * the list's address from it; with them the page goes to the same list's address in its one
 * spelling, back on the first page.
 */
export function CatalogueFilters({ query, labelledBy }: CatalogueFiltersProps) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const initialValues = useInitialFormValues(CATALOGUE_FILTERS_FORM, filterValuesOf(query), valuesFromEntries);
  const showButton = useRef<HTMLButtonElement>(null);
  // The form is made anew for each list (the fold holding it is keyed by the list's address), so the
  // control that held the focus when the filters changed it is gone: the focus goes to the form's
  // button, where the visitor was, rather than back to the start of the document; or, where the new
  // list's filters are folded away (a phone's unfiltered list), to the toggle that unfolds them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the navigation that made this form.
  useEffect(() => {
    if (!isInPageNavigation(state) || document.activeElement !== document.body) return;
    const button = showButton.current;
    button?.focus({ preventScroll: true });
    if (document.activeElement === document.body) button?.closest('details')?.querySelector('summary')?.focus({ preventScroll: true });
  }, []);
  const submit = (values: CatalogueFilterValues) => {
    const parsed = parseCatalogueQuery(searchOf(values));
    // The visitor stays at the form, the list below it changed.
    if (parsed.success) navigate(catalogueHref({ ...parsed.query, page: 1 }), { state: inPageNavigation() });
  };

  return (
    <Form<CatalogueFilterValues>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <FormRoot
          name={CATALOGUE_FILTERS_FORM}
          method="get"
          action={routeHref('dog-foods')}
          noValidate
          onSubmit={handleSubmit}
          aria-labelledby={labelledBy}
        >
          <Fields>
            <SelectField name={catalogueParams.type} label="Food type" placeholder="All types" options={[...foodTypeOptions]} />
            <SelectField name={catalogueParams.protein} label="Protein" placeholder="Any protein" options={[...proteinOptions]} />
            <SelectField
              name={catalogueParams.lifeStage}
              label="Life stage"
              placeholder="Any age"
              options={[...ageGroupOptions]}
            />
            <SelectField
              name={catalogueParams.prescription}
              label="Prescription diets"
              placeholder="With or without"
              options={prescriptionOptions}
            />
            <SelectField name={catalogueParams.sort} label="Order" placeholder={false} options={sortOptions} />
          </Fields>
          <CheckboxGroupField
            name={catalogueParams.freeFrom}
            label="Free from"
            hint="Leaves out every food whose label lists the allergen. A filter lowers the risk but cannot rule out traces: ask your vet about a strict elimination diet."
            options={[...allergyOptions]}
            columns={4}
          />
          <Actions>
            <Button ref={showButton} type="submit" variant="primary">
              Show foods
            </Button>
          </Actions>
        </FormRoot>
      )}
    />
  );
}
