import { contactRequestSchema } from '@gentlebowl/contracts';
import { openApiSchemaOf } from '../../common/openapi-schema.js';

export const contactRequestBody = {
  schema: contactRequestSchema,
  openApi: openApiSchemaOf(contactRequestSchema),
  example: {
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    subject: 'allergy',
    message: 'My beagle reacts to chicken. Which of your recommended foods are free of chicken fat?',
  },
};
