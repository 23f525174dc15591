import { z } from 'zod';

/** The OpenAPI 3.0 schema of what a client may send for a shared request schema. */
export function openApiSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
