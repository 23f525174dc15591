/**
 * Waits for what a test expects the API to show after something another process would do (an
 * import commits, a story is approved): the API hears of it by a PostgreSQL notification and
 * reloads on its own time, so the test asks again until the check holds or the wait is over,
 * and then fails on the check itself.
 */
export async function eventually(check: () => Promise<boolean>, { attempts = 200, intervalMs = 50 } = {}): Promise<void> {
  for (let attempt = 0; attempt < attempts && !(await check()); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  expect(await check()).toBe(true);
}
