import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  feedbackEndpoints,
  uploadResultSchema,
  type Feedback,
  type Page,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';

const PAGE_SIZE = 20;

/** Under `account`, so signing out drops them with the rest of the user's data. */
export const feedbackKeys = {
  all: ['account', 'feedback'] as const,
};

/** POST /api/feedback/list: the user's feedback, newest first, each with its reply if any. */
export function useMyFeedback() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: feedbackKeys.all,
      queryFn: ({ pageParam }): Promise<Page<Feedback>> =>
        api.call(
          feedbackEndpoints.list,
          { page: pageParam, limit: PAGE_SIZE },
          { silent: true, loading: false },
        ),
      initialPageParam: 1,
      getNextPageParam: (last: Page<Feedback>) =>
        last.current_page < last.last_page ? last.current_page + 1 : undefined,
    }),
  );
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
