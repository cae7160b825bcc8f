/**
 * Seeded random walks: the same seed gives the same path, so a simulated market can be
 * replayed. Prices move as geometric Brownian motion with each instrument's volatility.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A standard normal draw (Box–Muller). */
export function normal(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

const YEAR_S = 365 * 24 * 3600;

/** One step of `seconds` for a price with annualised volatility `vol`. */
export function step(price: number, vol: number, seconds: number, rand: () => number): number {
  const sd = vol * Math.sqrt(seconds / YEAR_S);
  return price * Math.exp(sd * normal(rand) - (sd * sd) / 2);
}

/** Rounds to the instrument's tick size and prints with its decimals: a decimal string. */
export function toTick(price: number, tick: number, decimals: number): string {
  const ticks = Math.max(1, Math.round(price / tick));
  return (ticks * tick).toFixed(decimals);
}

/** A plausible traded quantity for one tick, in base units. */
export function tickVolume(price: number, rand: () => number): number {
  const notional = Math.exp(normal(rand) * 0.8 + 7); // ≈ 1,100 in the quote currency
  return notional / price;
}
