const WINDOW_MS = 15 * 60_000;
/** Bounds the memory an attacker can fill with made-up account names. */
const MAX_KEYS = 10_000;

/**
 * Wrong logins of accounts that do not exist, in memory: they lock after 5 in 15 minutes for
 * 15 minutes exactly as a real account does, so `account_locked` does not tell that an account
 * exists. Per process: on several nodes an unknown name locks on each node separately, which
 * the per-IP rate limits bound.
 */
export class UnknownAccountFailures {
  private readonly entries = new Map<string, { failures: number[]; lockedUntil: number }>();

  /** `max`: the failures that lock, as for a real account. */
  constructor(private readonly max: number) {}

  locked(key: string, now = Date.now()): boolean {
    return (this.entries.get(key)?.lockedUntil ?? 0) > now;
  }

  /** Counts a failure; returns the failures of the last 15 minutes, locking at 5. */
  fail(key: string, now = Date.now()): number {
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    entry.failures = entry.failures.filter((t) => t > now - WINDOW_MS);
    entry.failures.push(now);
    if (entry.failures.length >= this.max) entry.lockedUntil = now + WINDOW_MS;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.prune(now);
    return entry.failures.length;
  }

  private prune(now: number): void {
    if (this.entries.size <= MAX_KEYS) return;
    for (const [key, e] of this.entries) {
      if (e.lockedUntil <= now && e.failures.every((t) => t <= now - WINDOW_MS))
        this.entries.delete(key);
    }
    // Still full: the least recently failed go first (a Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_KEYS) break;
      this.entries.delete(key);
    }
  }
}
