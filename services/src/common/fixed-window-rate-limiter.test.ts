import { FixedWindowRateLimiter } from './fixed-window-rate-limiter.js';

describe('FixedWindowRateLimiter', () => {
  it('allows max requests per window per client, then refuses until the window resets', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowRateLimiter(2, 60_000, () => now);
    expect(limiter.hit('1.2.3.4')).toMatchObject({ allowed: true, remaining: 1 });
    expect(limiter.hit('1.2.3.4')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.hit('1.2.3.4')).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 60 });
    expect(limiter.hit('5.6.7.8').allowed).toBe(true);
    now += 45_000;
    expect(limiter.hit('1.2.3.4')).toMatchObject({ allowed: false, resetSeconds: 15 });
    now += 15_000;
    expect(limiter.hit('1.2.3.4')).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('never limits when max is 0', () => {
    const limiter = new FixedWindowRateLimiter(0, 60_000);
    for (let index = 0; index < 100; index += 1) expect(limiter.hit('client').allowed).toBe(true);
  });

  it('forgets expired clients once many addresses have been seen', () => {
    let now = 0;
    const limiter = new FixedWindowRateLimiter(1, 1000, () => now);
    for (let index = 0; index < 10_000; index += 1) limiter.hit(`client-${index}`);
    now = 5000;
    limiter.hit('late-client');
    expect((limiter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});
