import type { LeverPosition } from '@tidemark/contracts';
import { useLiveTicker } from '../../../shared/api/tickers';
import { useMarginCurrency } from '../api/margin-currency';
import { expectedPnl } from '../lever-rules';

/**
 * The one price an open position is shown at, and its PnL there: the live ticker's price (the
 * mark the server values positions at), or the position's last recorded price until the ticker
 * has come. The position card and its close sheet both read it, so they always agree and move
 * together; PnL is the server's formula and rounding at that price.
 */
export function usePositionMark(position: LeverPosition): {
  mark: string | null;
  pnl: string | null;
} {
  const { ticker } = useLiveTicker(position.symbol);
  const margin = useMarginCurrency(position.legal_id);
  const mark = ticker?.now_price ?? position.update_price;
  const pnl = mark && margin ? expectedPnl(position, mark, margin.places) : null;
  return { mark, pnl };
}
