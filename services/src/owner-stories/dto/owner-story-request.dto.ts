import { ownerStoryDecisionRequestSchema, ownerStoryRequestSchema } from '@gentlebowl/contracts';
import { openApiSchemaOf } from '../../common/openapi-schema.js';

export const ownerStoryRequestBody = {
  schema: ownerStoryRequestSchema,
  openApi: openApiSchemaOf(ownerStoryRequestSchema),
  example: {
    firstName: 'Dana',
    town: 'Asheville, North Carolina',
    story: 'Our beagle Juniper had loose stools for months. The transition plan made the switch to a lamb food gentle, and she has been settled since.',
    consent: true,
  },
};

export const ownerStoryDecisionRequestBody = {
  schema: ownerStoryDecisionRequestSchema,
  openApi: openApiSchemaOf(ownerStoryDecisionRequestSchema),
  example: { token: 'WyJhcHByb3ZlLXN0b3J5IiwiN2QzYzJiMWEtLi4uIiwxNzk4NzExMjAwXQ.c2lnbmF0dXJl' },
};
