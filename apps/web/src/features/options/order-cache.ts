import type { QueryClient } from '@tanstack/react-query';
import { optionOrderSchema, type OptionOrder } from '@tidemark/contracts';
import { optionsKeys } from './api/keys';

/**
 * A `closed_microorder` payload into the cache: the order itself at once (the countdown turns
 * into the result without another request), then the history and the balance are refetched.
 * Anything that is not a valid order is ignored. Returns the order it applied.
 */
export function applyClosedOrder(client: QueryClient, payload: unknown): OptionOrder | null {
  const parsed = optionOrderSchema.safeParse(payload);
  if (!parsed.success) return null;
  const order = parsed.data;
  client.setQueryData(optionsKeys.order(order.id), order);
  void client.invalidateQueries({ queryKey: optionsKeys.orderList() });
  void client.invalidateQueries({ queryKey: optionsKeys.currencies() });
  return order;
}
