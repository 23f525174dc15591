import type { DogFood } from '@gentlebowl/contracts';
import { baseApi, FRESH_FOR_60_SECONDS, loadQuery, type PageLoader, refetchWhenOlderThan } from '@gentlebowl/platform';

/** What the calculators use of a catalogue food: its name and type for the choices, its label and
 * offers (with their sources) for the portion, the cup and the monthly cost. */
export type CatalogueFood = Pick<DogFood, 'id' | 'brand' | 'name' | 'foodType' | 'label' | 'offers' | 'costNote' | 'sampleData'>;

const catalogueFood = ({ id, brand, name, foodType, label, offers, costNote, sampleData }: DogFood): CatalogueFood => ({
  id,
  brand,
  name,
  foodType,
  label,
  offers,
  costNote,
  sampleData,
});

/** The tools' calls, added to the shell's one api; names carry the remote's prefix. */
export const toolsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The whole catalogue, best rated first, for the calculators' food choices. */
    toolsDogFoods: build.query<CatalogueFood[], void>({
      query: () => '/api/dog-foods',
      // Only what the calculators use is kept: the server hands the page's data to the browser in
      // the page, where the rest of each record (descriptions, ingredients, links) would be two
      // thirds of the HTML.
      transformResponse: (foods: DogFood[]) => foods.map(catalogueFood),
      forceRefetch: refetchWhenOlderThan(FRESH_FOR_60_SECONDS),
    }),
  }),
});

export const { useToolsDogFoodsQuery } = toolsApi;

/** The loader of /tools: the catalogue both calculators offer foods from. */
export const loadCatalogueFoods: PageLoader = ({ store }) => loadQuery(store, toolsApi.endpoints.toolsDogFoods, undefined);
