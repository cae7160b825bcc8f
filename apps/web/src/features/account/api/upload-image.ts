import { useMutation } from '@tanstack/react-query';
import { uploadResultSchema } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';

/** `avatar` images are public; `kyc` document photos are only shown to operators. */
export type UploadKind = 'avatar' | 'kyc';

/** POST /api/upload (multipart field `file`): the message is the stored path, '/uploads/<name>'. */
export async function uploadImage(input: { file: File; kind: UploadKind }): Promise<string> {
  const form = new FormData();
  form.append('file', input.file);
  const path = await api.post<unknown>(`/upload?kind=${input.kind}`, form, { silent: true });
  return uploadResultSchema.parse(path);
}

export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
