import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type * as z from 'zod/mini';

/**
 * Validates a request body against a shared contracts schema and hands the parsed (trimmed,
 * normalized) value to the controller. Failures become a 400 whose message lists every problem.
 */
export class ZodValidationPipe<Schema extends z.ZodMiniType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const message = [...new Set(issues.map((issue) => issue.message))].join('; ');
    throw new BadRequestException({ message, issues });
  }
}
