import { useTranslation } from 'react-i18next';
import { multiplyDecimals } from '../../../shared/format/decimal';
import { formatSpotPrice } from '../format';
import { marketProtectionPrice, type OrderContext, type OrderSide } from '../order-rules';
import form from '../../../shared/ui/form.module.css';

/**
 * What a market order will do, before it is sent: it fills near the last price, never beyond
 * the protection price, and what the book cannot fill there is cancelled.
 */
export function MarketOrderNote({ side, ctx }: { side: OrderSide; ctx: OrderContext }) {
  const { t } = useTranslation('spot');
  const limit = marketProtectionPrice(side, ctx);
  if (!ctx.lastPrice || !limit) return null;
  return (
    <p className={form.note} data-testid="spot-market-note">
      {t(`form.marketNote.${side}`, {
        price: `${formatSpotPrice(ctx.lastPrice, ctx.pair)} ${ctx.pair.quote}`,
        limit: `${formatSpotPrice(limit, ctx.pair)} ${ctx.pair.quote}`,
        percent: `${multiplyDecimals(ctx.pair.market_protection, '100')}%`,
      })}
    </p>
  );
}
