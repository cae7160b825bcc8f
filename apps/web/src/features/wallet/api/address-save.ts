import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { walletKeys } from './keys';

export interface AddressInput {
  currency: number;
  chain?: string | undefined;
  name: string;
  address: string;
}

/** POST /api/user/wallet/save: adds an address (usable for withdrawals after the cool-down). */
export function saveAddress(input: AddressInput): Promise<{ id: number }> {
  return api.call(walletEndpoints.saveAddress, { ...input }, { silent: true });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.addressesAll() }),
  });
}
