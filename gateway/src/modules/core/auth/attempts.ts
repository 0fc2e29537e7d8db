// Sign-in attempts, limited two ways. Per client IP: a budget of attempts a minute, for every
// auth entry point. Per account: after a few wrong passwords in a row, each further attempt
// must wait twice as long as the one before, up to a cap. The cap is short on purpose: an
// attacker who keeps failing is slowed to a few guesses an hour, but can never keep the real
// user out for longer than the cap. Unknown e-mails are counted the same way, so the delay
// does not tell which accounts exist.
//
// Both live in this gateway's memory, bounded by entries and bytes (an attacker choosing
// addresses or e-mails must not grow them without end). Behind a load balancer each gateway
// counts on its own, which multiplies the budgets by the number of gateways.
import { LRUCache } from 'lru-cache';
import { tooManyRequests } from '../../../lib/errors.js';

export interface AttemptPolicy {
  /** Auth attempts per client IP per minute. */
  perIpPerMinute: number;
  /** Wrong passwords in a row an account may have before the delay starts. */
  freeFailures: number;
  /** The longest delay between two attempts on one account. */
  maxDelaySeconds: number;
}

const WINDOW_MS = 60_000;
/** An account's failures are forgotten this long after the last one. */
const FAILURES_REMEMBERED_MS = 60 * 60_000;

interface AccountFailures {
  failures: number;
  notBefore: number;
}

export class SignInAttempts {
  private readonly byIp = new LRUCache<string, { used: number }>({
    max: 100_000,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (_entry, ip) => ip.length * 2 + 96,
    ttl: WINDOW_MS,
    noUpdateTTL: true, // a fixed window from the first attempt, not from the latest
  });
  private readonly byAccount = new LRUCache<string, AccountFailures>({
    max: 100_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (_entry, email) => email.length * 2 + 128,
    ttl: FAILURES_REMEMBERED_MS,
  });

  constructor(private readonly policy: AttemptPolicy) {}

  /** Counts an attempt from `ip`; TOO_MANY_REQUESTS once its minute's budget is spent. */
  fromIp(ip: string): void {
    const key = ip || 'unknown';
    const entry = this.byIp.get(key);
    if (!entry) return void this.byIp.set(key, { used: 1 });
    entry.used += 1;
    if (entry.used > this.policy.perIpPerMinute)
      throw tooManyRequests(Math.ceil(this.byIp.getRemainingTTL(key) / 1000));
  }

  /** Refuses an attempt on `email` made before its delay has passed (without counting it). */
  checkAccount(email: string): void {
    const entry = this.byAccount.get(email);
    const waitMs = entry ? entry.notBefore - Date.now() : 0;
    if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000));
  }

  failed(email: string): void {
    const failures = (this.byAccount.get(email)?.failures ?? 0) + 1;
    const beyond = failures - this.policy.freeFailures;
    const delayMs = beyond > 0 ? Math.min(2 ** (beyond - 1), this.policy.maxDelaySeconds) * 1000 : 0;
    this.byAccount.set(email, { failures, notBefore: Date.now() + delayMs });
  }

  succeeded(email: string): void {
    this.byAccount.delete(email);
  }
}
