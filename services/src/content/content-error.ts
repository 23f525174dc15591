import type { z } from 'zod';

/** A content file that cannot be imported. The message names every file and field at fault. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Content import failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** "field.path: message" lines for a zod error, so an editor finds the field at once. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(whole record)';
    return `${where}: ${issue.message}`;
  });
}
