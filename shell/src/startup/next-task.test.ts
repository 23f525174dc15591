import { nextTask } from './next-task';

describe('nextTask', () => {
  const globals = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete globals.scheduler;
    jest.useRealTimers();
  });

  it('resolves only after the current task, in a later timer turn', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const waiting = nextTask().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runAllTimers();
    await waiting;
    expect(resolved).toBe(true);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    globals.scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
