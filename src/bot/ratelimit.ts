/**
 * Per-user rate limit: a token bucket in memory. Each user holds up to `burst` tokens, refilled at
 * `perMinute` a minute; a command costs one. In memory by design: a limit that resets on restart is
 * harmless, and a shared one would put a network round trip in front of every reply. With several
 * shards each process limits on its own (a user's interactions mostly land on one shard anyway).
 */
export interface RateLimitDecision {
  ok: boolean;
  /** When not ok: ms until one token is back. */
  retryAfterMs: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly refillPerMs: number;

  constructor(
    private readonly burst: number,
    perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = perMinute / 60_000;
  }

  take(userId: string): RateLimitDecision {
    const now = this.now();
    const b = this.buckets.get(userId) ?? { tokens: this.burst, at: now };
    b.tokens = Math.min(this.burst, b.tokens + (now - b.at) * this.refillPerMs);
    b.at = now;
    this.buckets.set(userId, b);
    if (this.buckets.size > 50_000) this.prune(now);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { ok: true, retryAfterMs: 0 };
    }
    return { ok: false, retryAfterMs: Math.ceil((1 - b.tokens) / this.refillPerMs) };
  }

  /** Forgets users whose bucket is full again (they are indistinguishable from new ones). */
  private prune(now: number): void {
    for (const [id, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.refillPerMs >= this.burst) this.buckets.delete(id);
    }
  }
}
