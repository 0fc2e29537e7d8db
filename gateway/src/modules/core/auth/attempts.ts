// Sign-in attempts, limited two ways. Per client IP: a budget of attempts a minute, for every
// auth entry point. Per account: after a few wrong passwords in a row, each further attempt
// must wait twice as long as the one before, up to a cap. The cap is short on purpose: an
// attacker who keeps failing is slowed to a few guesses an hour, but can never keep the real
// user out for longer than the cap. Unknown e-mails are counted the same way, so the delay
// does not tell which accounts exist.
//
// The counts are the gateway's shared rate limits (lib/rate-limits.ts): on a PostgreSQL
// server every gateway spends the same budgets, so more gateways do not multiply them.
import type { RateLimit, RateLimits } from '../../../lib/rate-limits.js';

export interface AttemptPolicy {
  /** Auth attempts per client IP per minute. */
  perIpPerMinute: number;
  /** Wrong passwords in a row an account may have before the delay starts. */
  freeFailures: number;
  /** The longest delay between two attempts on one account. */
  maxDelaySeconds: number;
}

/**
 * An account's failures are forgotten this long after the first of them (the store counts
 * in fixed windows). An attacker held at the cap starts a new run at most once an hour.
 */
const FAILURES_REMEMBERED_SECONDS = 60 * 60;

export class SignInAttempts {
  private readonly byIp: RateLimit;
  private readonly failures: RateLimit;
  /** An account's wait before its next attempt: a block as long as the delay. */
  private readonly delay: RateLimit;

  constructor(
    limits: RateLimits,
    private readonly policy: AttemptPolicy,
  ) {
    this.byIp = limits.limit('auth-ip', { points: policy.perIpPerMinute, seconds: 60 });
    this.failures = limits.limit('auth-failures', {
      points: policy.freeFailures,
      seconds: FAILURES_REMEMBERED_SECONDS,
    });
    this.delay = limits.limit('auth-delay', { points: 1, seconds: policy.maxDelaySeconds });
  }

  /** Counts an attempt from `ip`; TOO_MANY_REQUESTS once its minute's budget is spent. */
  fromIp(ip: string): Promise<void> {
    return this.byIp.consume(ip || 'unknown');
  }

  /** Refuses an attempt on `email` made before its delay has passed (without counting it). */
  checkAccount(email: string): Promise<void> {
    return this.delay.check(email);
  }

  async failed(email: string): Promise<void> {
    const beyond = (await this.failures.count(email)) - this.policy.freeFailures;
    if (beyond > 0) await this.delay.block(email, Math.min(2 ** (beyond - 1), this.policy.maxDelaySeconds));
  }

  async succeeded(email: string): Promise<void> {
    await Promise.all([this.failures.reset(email), this.delay.reset(email)]);
  }
}
