import * as z from 'zod/mini';

/** The OpenAPI 3.0 schema of what a client may send for a shared request schema (contracts' zod/mini). */
export function openApiSchemaOf(schema: z.ZodMiniType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
