import { z } from 'zod';
import { decimalString } from '../common/decimal';

/*
 * A listed currency, apart from the wallet's other schemas: every trading screen reads the
 * currency list (for the places its money shows with) and checks it with this schema alone,
 * without building the wallet's forms and records.
 */

export const currencySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Chains, with "USDT" showing ERC20 as the description's subName. */
  subName: z.string(),
  full_name: z.string(),
  precision: z.int(),
  /**
   * Decimals money in this currency shows with on screen: 2 for a dollar-pegged currency (its
   * amounts read like the page's USDT values), its precision otherwise. Amounts on the wire
   * stay exact at \`precision\`; this is display only.
   */
  display_places: z.int(),
  min_withdraw: decimalString,
  withdraw_fee: decimalString,
  can_deposit: z.boolean(),
  can_withdraw: z.boolean(),
  can_trade: z.boolean(),
  chains: z.array(z.string()),
  price_usdt: decimalString,
  status: z.literal(1),
  image: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
