export function runCommand(
  label: string,
  command: string,
  args: string[],
  options?: { cwd?: string; env?: Record<string, string> },
): Promise<void>;
