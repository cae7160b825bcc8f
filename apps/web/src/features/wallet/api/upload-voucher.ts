import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** POST /api/upload?kind=voucher (multipart `file`): returns the stored path '/uploads/<name>'. */
export async function uploadVoucher(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.post<string>('/upload?kind=voucher', form);
}

export function useUploadVoucher() {
  return useMutation({ mutationFn: uploadVoucher });
}
