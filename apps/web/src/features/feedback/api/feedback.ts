import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackEndpoints, uploadResultSchema, type Feedback } from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useEndpointPages } from '../../../shared/api/endpoint-hooks';

const PAGE_SIZE = 20;

/** Under `account`, so signing out drops them with the rest of the user's data. */
export const feedbackKeys = {
  all: ['account', 'feedback'] as const,
};

/** POST /api/feedback/list: the user's feedback, newest first, each with its reply if any. */
export function useMyFeedback() {
  return useEndpointPages(feedbackEndpoints.list, { key: feedbackKeys.all, limit: PAGE_SIZE });
}

/** POST /api/upload?kind=feedback (multipart `file`): the stored path '/uploads/<name>'. */
export async function uploadFeedbackImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return uploadResultSchema.parse(await api.post<unknown>('/upload?kind=feedback', form));
}

export interface FeedbackInput {
  category: Feedback['category'];
  content: string;
  images: string[];
}

/** POST /api/feedback/submit; the list shows the new feedback at once. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      api.call(feedbackEndpoints.submit, { ...input }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
