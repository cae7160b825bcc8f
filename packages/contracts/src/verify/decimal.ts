/**
 * Exact decimal arithmetic on plain decimal strings, for the verifier only: scaled BigInts,
 * written apart from the server's money helpers on purpose, so a fault there cannot hide
 * itself here. A value is n × 10^−s.
 */
interface Dec {
  n: bigint;
  s: number;
}

const PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

function parse(v: string): Dec {
  const m = PATTERN.exec(v.trim());
  if (!m) throw new Error(`not a decimal: ${v}`);
  const frac = m[3] ?? '';
  const n = BigInt(`${m[2]}${frac}`);
  return { n: m[1] ? -n : n, s: frac.length };
}

const pow10 = (k: number): bigint => 10n ** BigInt(k);

function align(a: Dec, b: Dec): [bigint, bigint, number] {
  const s = Math.max(a.s, b.s);
  return [a.n * pow10(s - a.s), b.n * pow10(s - b.s), s];
}

function format({ n, s }: Dec): string {
  const neg = n < 0n;
  let digits = (neg ? -n : n).toString();
  if (s > 0) {
    digits = digits.padStart(s + 1, '0');
    const int = digits.slice(0, -s) || '0';
    const frac = digits.slice(-s).replace(/0+$/, '');
    digits = frac ? `${int}.${frac}` : int;
  }
  return neg && digits !== '0' ? `-${digits}` : digits;
}

/** −1, 0 or 1. */
export function dcmp(a: string, b: string): number {
  const [x, y] = align(parse(a), parse(b));
  return x === y ? 0 : x < y ? -1 : 1;
}

export function dadd(a: string, b: string): string {
  const [x, y, s] = align(parse(a), parse(b));
  return format({ n: x + y, s });
}

export function dsub(a: string, b: string): string {
  const [x, y, s] = align(parse(a), parse(b));
  return format({ n: x - y, s });
}

export function dmul(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ n: x.n * y.n, s: x.s + y.s });
}

/** Floor division toward −∞ of BigInts. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** a / b to `places` decimals, rounded toward −∞ ('down') or +∞ ('up'). */
export function ddiv(a: string, b: string, places: number, mode: 'down' | 'up'): string {
  const x = parse(a);
  const y = parse(b);
  if (y.n === 0n) throw new Error('division by zero');
  // a/b = (x.n / y.n) × 10^(y.s − x.s); scaled by 10^places.
  const shift = places + y.s - x.s;
  let num = x.n;
  let den = y.n;
  if (shift >= 0) num *= pow10(shift);
  else den *= pow10(-shift);
  const q = mode === 'down' ? floorDiv(num, den) : -floorDiv(-num, den);
  return format({ n: q, s: places });
}

/** Rounds to `places` decimals toward −∞ or +∞. */
export const dround = (a: string, places: number, mode: 'down' | 'up'): string =>
  ddiv(a, '1', places, mode);

/** The canonical text of a decimal (no trailing zeros), for comparing stored values. */
export const dnorm = (a: string): string => format(parse(a));
