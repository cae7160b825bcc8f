import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pageSchema,
  SOCKET_EVENTS,
  supportMessageSchema,
  type SupportMessage,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { communityKeys } from './keys';

const DEVICE_KEY = 'support_device_id';
/** Visitors have no socket room: their chat is fetched again this often while it is open. */
const POLL_MS = 3000;

/** This browser's random device id: a visitor's chat is found by it, and follows them at login. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = `d${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

const historyPage = pageSchema(supportMessageSchema);
const key = [...communityKeys.all, 'support'] as const;

/** POST /api/support/history: the newest 50 messages, oldest first for the screen. */
export function useSupportHistory() {
  const client = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.support, () => void client.invalidateQueries({ queryKey: key }));
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<SupportMessage[]> =>
      historyPage
        .parse(
          await api.post<unknown>(
            '/support/history',
            { device_id: deviceId(), limit: 50 },
            { silent: true, loading: false },
          ),
        )
        .data.slice()
        .reverse(),
    refetchInterval: POLL_MS,
  });
}

export function useSupportSend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { text?: string; file?: File }) => {
      let image: string | undefined;
      if (input.file) {
        const form = new FormData();
        form.append('file', input.file);
        image = await api.post<string>('/upload?kind=support', form);
      }
      return api.post<unknown>('/support/send', {
        device_id: deviceId(),
        text: input.text ?? '',
        ...(image ? { image } : {}),
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
