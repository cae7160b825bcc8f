import type { OptionOrder } from '@tidemark/contracts';
import { useMoneyText, useSignedMoneyText } from '../../../shared/api/currencies';
import { useInstrumentsQuery } from '../../../shared/api/instruments';
import { priceText } from '../../../shared/format/precision';

/**
 * An order's figures by the precision rule: its recorded prices at the pair's decimals, the
 * stake exactly as staked, profits and payouts at the currency's display places — alike on
 * the Orders tab, the order page and the result sheet.
 */
export function useOrderFigures(order: Pick<OptionOrder, 'match_id' | 'currency_name'>) {
  const instruments = useInstrumentsQuery().data;
  const decimals = instruments?.find((i) => i.id === order.match_id)?.price_decimals;
  const money = useMoneyText();
  const signed = useSignedMoneyText();
  return {
    price: (value: string | null) => priceText(value, decimals),
    stake: (value: string) => money(value, order.currency_name, 'exact'),
    money: (value: string) => money(value, order.currency_name),
    signed: (value: string) => signed(value, order.currency_name),
  };
}
