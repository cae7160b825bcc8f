import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { accountKeys } from './keys';

/** POST /api/user/uploadHeadPortrait with a path returned by /upload (kind=avatar). */
export function uploadHeadPortrait(path: string): Promise<true> {
  return api.call(accountEndpoints.setHeadPortrait, { head_portrait: path }, { silent: true });
}

export function useUploadHeadPortraitMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadHeadPortrait,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}
