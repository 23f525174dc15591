import { recommendationRequestSchema } from '@gentlebowl/contracts';
import { openApiSchemaOf } from '../../common/openapi-schema.js';

/** Body of POST /api/recommendations: the three wizard steps, validated by the shared schema. */
export const recommendationRequestBody = {
  schema: recommendationRequestSchema,
  openApi: openApiSchemaOf(recommendationRequestSchema),
  example: {
    dogInfo: { dogName: 'Biscuit', breed: 'beagle', age: 'adult', size: 'medium', weightLbs: 28 },
    symptoms: { symptoms: ['diarrhea', 'gas'], frequency: 'weekly', duration: '1-3-months', warningSigns: [], vetDiagnosed: false },
    foodPreferences: { foodTypes: ['dry', 'wet'], budget: '50-100', ingredients: ['fish'], allergies: ['chicken'] },
  },
};
