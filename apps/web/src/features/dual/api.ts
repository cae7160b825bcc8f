import { useQuery } from '@tanstack/react-query';
import { dualEndpoints, type DualBuyRequest, type DualType } from '@tidemark/contracts';
import { api } from '../../shared/api/client';
import { useEndpointMutation, useEndpointPages } from '../../shared/api/endpoint-hooks';

export const dualKeys = {
  all: ['dual'] as const,
  index: (currencyId: number, type: DualType) =>
    [...dualKeys.all, 'index', currencyId, type] as const,
  detail: (id: number) => [...dualKeys.all, 'detail', id] as const,
  orders: (status: string) => [...dualKeys.all, 'account', 'orders', status] as const,
};

/** Products of one underlying and type. */
export function useDualProducts(currencyId: number, type: DualType) {
  return useQuery({
    queryKey: dualKeys.index(currencyId, type),
    queryFn: async () =>
      (
        await api.call(
          dualEndpoints.index,
          { currency_id: currencyId, type },
          { silent: true, loading: false },
        )
      ).dual_currencys,
  });
}

/** One product. */
export function useDualProduct(id: number) {
  return useQuery({
    queryKey: dualKeys.detail(id),
    enabled: id > 0,
    queryFn: () => api.call(dualEndpoints.detail, { id }, { silent: true, loading: false }),
  });
}

/** The caller's orders by status, newest first. */
export function useDualOrders(status: 'holding' | 'settled') {
  return useEndpointPages(dualEndpoints.orders, {
    key: dualKeys.orders(status),
    limit: 10,
    input: { status },
    signedIn: true,
  });
}

/** Holds the investment; a refusal stays in the sheet. */
export function useBuyDual() {
  return useEndpointMutation(dualEndpoints.buy, {
    input: (input: DualBuyRequest) => ({ ...input }),
    invalidate: [dualKeys.all],
  });
}
