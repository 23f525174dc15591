import { createAppStore } from '@gentlebowl/platform';
import { installFetchMock, jsonReply } from '@gentlebowl/platform/testing';
import { cannedDogFood } from '../testing/dog-food-fixtures';
import { loadCatalogueFoods, toolsApi } from './tools-api';

describe("the tools' catalogue", () => {
  it('keeps of each food only what the calculators use, so the page hands the browser no more', async () => {
    const { fetchMock } = installFetchMock();
    const food = cannedDogFood();
    fetchMock.mockResolvedValue(jsonReply([food]));
    const store = createAppStore();

    await loadCatalogueFoods({ params: {}, searchParams: new URLSearchParams(), store });

    expect(toolsApi.endpoints.toolsDogFoods.select()(store.getState()).data).toEqual([
      {
        id: food.id,
        brand: food.brand,
        name: food.name,
        foodType: food.foodType,
        label: food.label,
        offers: food.offers,
        costNote: food.costNote,
        sampleData: food.sampleData,
      },
    ]);
  });
});
