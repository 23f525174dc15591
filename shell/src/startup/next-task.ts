interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and handle input in between. Startup evaluates
 * a few hundred kilobytes of modules; done in one go that is one long task that blocks the page,
 * done between these it is several short ones. Uses `scheduler.yield()` where the browser has it
 * (the continuation keeps its place ahead of other queued work), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
