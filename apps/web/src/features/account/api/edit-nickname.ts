import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { accountKeys } from './keys';

/** POST /api/user/editNickname. */
export function editNickname(nickname: string): Promise<true> {
  return api.call(accountEndpoints.editNickname, { nickname }, { silent: true });
}

export function useEditNicknameMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editNickname,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}
