import { ConfigurationError } from './configuration.js';

/** Expects `load` to refuse `setting` (a variable's name) as an operator reads it: a ConfigurationError
 * in one line that starts by naming the setting (`invalid configuration: PORT must …`). */
export function expectRefused(load: () => unknown, setting: string): void {
  expect(load).toThrow(ConfigurationError);
  expect(load).toThrow(new RegExp(`^invalid configuration: ${setting} must `));
  expect(load).not.toThrow(/\n/);
}
