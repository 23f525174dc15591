export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the client's window resets. */
  resetSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Tracked clients before expired windows are swept, so memory stays bounded under many addresses. */
const SWEEP_THRESHOLD = 10_000;

/** Counts requests per client key in fixed windows. `max` 0 turns limiting off. */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitDecision {
    const now = this.now();
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: this.max === 0 || window.count <= this.max,
      limit: this.max,
      remaining: Math.max(0, this.max - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
