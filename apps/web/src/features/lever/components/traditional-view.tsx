import { useMemo } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useInstrumentsQuery } from '../../../shared/api/instruments';
import { useLeverTickers } from '../hooks/use-lever-tickers';
import { MarketHoursCard } from './market-hours';
import { LeverTradePanel } from './trade-panel';
import styles from './lever.module.css';

/** The traditional markets that trade as contracts here, in the market page's order. */
export const TRADITIONAL_KINDS = ['stock', 'forex', 'commodity'] as const;
export type TraditionalKind = (typeof TRADITIONAL_KINDS)[number];

export function traditionalKindFrom(value: string | null): TraditionalKind {
  return (TRADITIONAL_KINDS as readonly string[]).includes(value ?? '')
    ? (value as TraditionalKind)
    : 'stock';
}

/** The market page names the commodity tab in the plural. */
const TAB_KEY: Record<TraditionalKind, string> = {
  stock: 'stock',
  forex: 'forex',
  commodity: 'commodities',
};

/**
 * Stocks, forex and commodities on margin: a tab per market, its instruments as chips, the
 * chosen one's trading hours (and next opening while closed), then the contract order form and
 * positions. Crypto contracts stay on the trade tab's Futures.
 */
export function TraditionalTradeView({
  kind,
  symbol,
  onChange,
}: {
  kind: TraditionalKind;
  /** The chosen instrument; the first of the market when null or not of this market. */
  symbol: string | null;
  onChange: (next: { kind: TraditionalKind; symbol: string | null }) => void;
}) {
  const { t } = useTranslation('market');
  const tickers = useLeverTickers();
  const instruments = useInstrumentsQuery();
  const ofKind = useMemo(() => tickers.filter((x) => x.kind === kind), [tickers, kind]);
  const chosen = ofKind.find((x) => x.symbol === symbol) ?? ofKind[0];
  const hours = instruments.data?.find((i) => i.symbol === chosen?.symbol)?.hours ?? 'weekdays';
  return (
    <div data-testid="traditional-trade" data-kind={kind}>
      <Tabs
        activeKey={kind}
        onChange={(key) => onChange({ kind: traditionalKindFrom(key), symbol: null })}
      >
        {TRADITIONAL_KINDS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`traditional-tab-${key}`}>{t(`tabs.${TAB_KEY[key]}`)}</span>}
          />
        ))}
      </Tabs>
      <div className={`${styles.chips} ${styles.instrumentChips}`} role="list">
        {ofKind.map((x) => (
          <button
            key={x.symbol}
            type="button"
            role="listitem"
            className={
              x.symbol === chosen?.symbol ? `${styles.chip} ${styles.chipOn}` : styles.chip
            }
            aria-pressed={x.symbol === chosen?.symbol}
            onClick={() => onChange({ kind, symbol: x.symbol })}
            data-testid="traditional-instrument"
            data-symbol={x.symbol}
          >
            {x.symbol}
          </button>
        ))}
      </div>
      {chosen ? (
        <>
          <MarketHoursCard hours={hours} />
          <LeverTradePanel key={chosen.symbol} symbol={chosen.symbol} />
        </>
      ) : null}
    </div>
  );
}
