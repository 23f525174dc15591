import { newsletterRequestSchema } from '@gentlebowl/contracts';
import { openApiSchemaOf } from '../../common/openapi-schema.js';

export const newsletterRequestBody = {
  schema: newsletterRequestSchema,
  openApi: openApiSchemaOf(newsletterRequestSchema),
  example: { email: 'owner@example.com' },
};
