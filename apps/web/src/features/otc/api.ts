import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  otcAdSchema,
  otcChatListSchema,
  otcConfigSchema,
  otcMerchantSchema,
  otcOrderSchema,
  otcQuickSchema,
  pageSchema,
  type OtcOrder,
  type OtcPayMethod,
} from '@tidemark/contracts';
import { api, type RequestData } from '../../shared/api/client';
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
const adPage = pageSchema(otcAdSchema);
const orderPage = pageSchema(otcOrderSchema);

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
    queryFn: async () => otcConfigSchema.parse(await api.get<unknown>('/otc/config', {}, quiet)),
  });
}

export function useOtcAds(f: AdFilter) {
  return useQuery({
    queryKey: otcKeys.ads(f),
    queryFn: async () =>
      adPage.parse(
        await api.get<unknown>(
          '/otc/ads',
          {
            side: f.side,
            currency_id: f.currencyId,
            fiat: f.fiat,
            ...(f.payMethod ? { pay_method: f.payMethod } : {}),
            limit: 50,
          },
          quiet,
        ),
      ).data,
  });
}

export function useOtcOrder(id: number) {
  return useQuery({
    queryKey: otcKeys.order(id),
    enabled: id > 0,
    queryFn: async () => otcOrderSchema.parse(await api.get<unknown>('/otc/order', { id }, quiet)),
  });
}

export function useOtcChat(id: number) {
  return useQuery({
    queryKey: otcKeys.chat(id),
    enabled: id > 0,
    queryFn: async () =>
      otcChatListSchema.parse(await api.get<unknown>('/otc/order/chat', { id }, quiet)).list,
  });
}

export function useOtcOrders() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: otcKeys.orders(),
    enabled: loggedIn,
    queryFn: async () =>
      orderPage.parse(await api.get<unknown>('/otc/orders', { limit: 50 }, quiet)).data,
  });
}

export function useMerchant() {
  const loggedIn = useAppStore(selectIsLoggedIn);
  return useQuery({
    queryKey: otcKeys.merchant(),
    enabled: loggedIn,
    queryFn: async () =>
      otcMerchantSchema.parse(await api.get<unknown>('/otc/merchant', {}, quiet)),
  });
}

export function useMyAds(enabled: boolean) {
  return useQuery({
    queryKey: otcKeys.myAds(),
    enabled,
    queryFn: async () =>
      adPage.parse(await api.get<unknown>('/otc/my_ads', { limit: 50 }, quiet)).data,
  });
}

/** Every OTC command: posts, parses, and refreshes what OTC shows. */
function useOtcCommand<I extends RequestData, O>(
  path: string,
  schema: { parse: (v: unknown) => O },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) =>
      schema.parse(await api.post<unknown>(path, input, { silent: true })),
    onSettled: () => client.invalidateQueries({ queryKey: otcKeys.all }),
  });
}

export const useCreateOrder = () => useOtcCommand('/otc/order/create', otcOrderSchema);
export const useOrderStep = (step: 'paid' | 'release' | 'cancel') =>
  useOtcCommand<{ id: number }, OtcOrder>(`/otc/order/${step}`, otcOrderSchema);
export const useAppeal = () => useOtcCommand('/otc/order/appeal', otcOrderSchema);
export const useAddEvidence = () => useOtcCommand('/otc/order/evidence', otcOrderSchema);
export const useSendChat = () => useOtcCommand('/otc/order/chat/send', otcChatListSchema);
export const useApplyMerchant = () => useOtcCommand('/otc/merchant/apply', otcMerchantSchema);
export const useCreateAd = () => useOtcCommand('/otc/ad/create', otcAdSchema);
export const useCloseAd = () =>
  useOtcCommand('/otc/ad/close', { parse: (v: unknown) => v === true });
export const useQuick = () => useOtcCommand('/otc/quick', otcQuickSchema);

/** Appeal evidence: uploaded as a payment proof (`voucher`); returns '/uploads/<name>'. */
export async function uploadEvidence(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.post<string>('/upload?kind=voucher', form, { silent: true });
}
