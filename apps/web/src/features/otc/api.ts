import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { otcEndpoints, type Endpoint, type OtcPayMethod } from '@tidemark/contracts';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { selectIsLoggedIn, useAppStore } from '../../shared/store/app-store';

export const otcKeys = {
  all: ['otc'] as const,
  config: () => [...otcKeys.all, 'config'] as const,
  ads: (f: AdFilter) => [...otcKeys.all, 'ads', f] as const,
  order: (id: number) => [...otcKeys.all, 'account', 'order', id] as const,
  chat: (id: number) => [...otcKeys.all, 'account', 'chat', id] as const,
  orders: () => [...otcKeys.all, 'account', 'orders'] as const,
  merchant: () => [...otcKeys.all, 'account', 'merchant'] as const,
  myAds: () => [...otcKeys.all, 'account', 'my-ads'] as const,
};

const quiet = { silent: true, loading: false } as const;

/** The list filters: `side` is the merchant's side (sell ads are where a user buys). */
export interface AdFilter {
  side: 'buy' | 'sell';
  currencyId: number;
  fiat: string;
  /** '' for every method. */
  payMethod: OtcPayMethod | '';
}

/** GET /api/otc/config: the fiats and payment methods the ad list filters by. */
export function useOtcConfig() {
  return useQuery({
    queryKey: otcKeys.config(),
    staleTime: 300_000,
    queryFn: () => api.call(otcEndpoints.config, {}, quiet),
  });
}

export function useOtcAds(f: AdFilter) {
  return useQuery({
    queryKey: otcKeys.ads(f),
    queryFn: async () =>
      (
        await api.call(
          otcEndpoints.ads,
          {
            side: f.side,
            currency_id: f.currencyId,
            fiat: f.fiat,
            ...(f.payMethod ? { pay_method: f.payMethod } : {}),
            limit: 50,
          },
          quiet,
        )
      ).data,
  });
}

export function useOtcOrder(id: number) {
  return useQuery({
    queryKey: otcKeys.order(id),
    enabled: id > 0,
    queryFn: () => api.call(otcEndpoints.order, { id }, quiet),
  });
}

export function useOtcChat(id: number) {
  return useQuery({
    queryKey: otcKeys.chat(id),
    enabled: id > 0,
    queryFn: async () => (await api.call(otcEndpoints.chat, { id }, quiet)).list,
  });
}

export function useOtcOrders() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: otcKeys.orders(),
    enabled: loggedIn,
    queryFn: async () => (await api.call(otcEndpoints.orders, { limit: 50 }, quiet)).data,
  });
}

export function useMerchant() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: otcKeys.merchant(),
    enabled: loggedIn,
    queryFn: () => api.call(otcEndpoints.merchant, {}, quiet),
  });
}

export function useMyAds(enabled: boolean) {
  return useQuery({
    queryKey: otcKeys.myAds(),
    enabled,
    queryFn: async () => (await api.call(otcEndpoints.myAds, { limit: 50 }, quiet)).data,
  });
}

/** Every OTC command: posts, parses, and refreshes what OTC shows. */
function useOtcCommand<I extends z.ZodType, O extends z.ZodType>(endpoint: Endpoint<I, O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<I>) => api.call(endpoint, input, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: otcKeys.all }),
  });
}

const ORDER_STEPS = {
  paid: otcEndpoints.markPaid,
  release: otcEndpoints.release,
  cancel: otcEndpoints.cancel,
};

export const useCreateOrder = () => useOtcCommand(otcEndpoints.createOrder);
export const useOrderStep = (step: keyof typeof ORDER_STEPS) => useOtcCommand(ORDER_STEPS[step]);
export const useAppeal = () => useOtcCommand(otcEndpoints.appeal);
export const useAddEvidence = () => useOtcCommand(otcEndpoints.addEvidence);
export const useSendChat = () => useOtcCommand(otcEndpoints.sendChat);
export const useApplyMerchant = () => useOtcCommand(otcEndpoints.applyMerchant);
export const useCreateAd = () => useOtcCommand(otcEndpoints.createAd);
export const useCloseAd = () => useOtcCommand(otcEndpoints.closeAd);
export const useQuick = () => useOtcCommand(otcEndpoints.quick);

/** Appeal evidence: uploaded as a payment proof (`voucher`); returns '/uploads/<name>'. */
export async function uploadEvidence(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.post<string>('/upload?kind=voucher', form, { silent: true });
}
