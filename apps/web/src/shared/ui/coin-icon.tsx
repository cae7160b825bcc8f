/**
 * Icons of the demo currencies, drawn here (a coloured disc with the coin's sign) so they cost
 * no request and a few hundred bytes; any other code gets a letter avatar. Decorative: the
 * code is always written beside it.
 */
const COINS: Record<string, readonly [color: string, sign: string]> = {
  BTC: ['#f7931a', '₿'],
  ETH: ['#627eea', 'Ξ'],
  USDT: ['#26a17b', '₮'],
  USDC: ['#2775ca', '$'],
  DOGE: ['#c2a633', 'Ð'],
  LTC: ['#345d9d', 'Ł'],
  XRP: ['#23292f', '✕'],
  SOL: ['#9945ff', '≡'],
  BNB: ['#f3ba2f', '◆'],
  TRX: ['#ef0027', '▼'],
  ADA: ['#0033ad', '₳'],
};

const FALLBACK_COLOR = '#8a94a6';

export function CoinIcon({ code, size = 24 }: { code: string; size?: number }) {
  const known = COINS[code.toUpperCase()];
  const [color, sign] = known ?? [FALLBACK_COLOR, code.slice(0, 1).toUpperCase()];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-testid="coin-icon"
      data-coin={code}
      data-fallback={known ? undefined : 'letter'}
      style={{ flex: 'none' }}
    >
      <circle cx="12" cy="12" r="12" fill={color} />
      <text
        x="12"
        y="16.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {sign}
      </text>
    </svg>
  );
}

/** For lists that take an icon renderer (a stable function, so memoised rows keep skipping). */
export const coinIcon = (code: string) => <CoinIcon code={code} />;
