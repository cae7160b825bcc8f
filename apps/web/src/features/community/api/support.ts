import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SOCKET_EVENTS,
  SUPPORT_SOCKET_EVENTS,
  supportEndpoints,
  type SupportMessage,
} from '@tidemark/contracts';
import { api } from '../../../shared/api/client';
import { emitSocketEvent, isSocketConnected, onSocketConnect } from '../../../shared/socket/socket';
import { useSocketEvent } from '../../../shared/socket/use-socket';
import { communityKeys } from './keys';

const DEVICE_KEY = 'support_device_id';
/** While the socket is down the chat is fetched again this often while it is open. */
const POLL_MS = 3000;
/** With the socket up, pushes bring the news; this only covers a push lost in a reconnect. */
const SLOW_POLL_MS = 30_000;

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

const key = [...communityKeys.all, 'support'] as const;

/** POST /api/support/history: the newest 50 messages, oldest first for the screen. */
export function useSupportHistory() {
  const client = useQueryClient();
  useSocketEvent(SOCKET_EVENTS.support, () => void client.invalidateQueries({ queryKey: key }));
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<SupportMessage[]> =>
      (
        await api.call(
          supportEndpoints.history,
          { device_id: deviceId(), limit: 50 },
          { silent: true, loading: false },
        )
      ).data
        .slice()
        .reverse(),
    refetchInterval: () => (isSocketConnected() ? SLOW_POLL_MS : POLL_MS),
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
      return api.call(supportEndpoints.send, {
        device_id: deviceId(),
        text: input.text ?? '',
        ...(image ? { image } : {}),
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** An operator's typing indicator goes out by itself if no stop arrives (a closed tab). */
const TYPING_SHOWN_MS = 6000;
/** How often the user's own "typing" is sent while they keep typing. */
const TYPING_EVERY_MS = 2000;

/**
 * Typing and read states of the conversation. A signed-in user's socket is in their user room
 * already; a visitor's joins this device's room (again after every reconnect) and names the
 * device in its signals. Returns whether an operator is typing, and `typing(on)` for the input
 * to call. A read by the operator refreshes the history, which carries the marks.
 */
export function useSupportLive(loggedIn: boolean) {
  const client = useQueryClient();
  const [operatorTyping, setOperatorTyping] = useState(false);
  const hide = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSent = useRef(0);
  useSocketEvent(SUPPORT_SOCKET_EVENTS.typing, (payload) => {
    const p = payload as { sender?: string; typing?: boolean };
    if (p.sender !== 'operator') return;
    if (hide.current) clearTimeout(hide.current);
    setOperatorTyping(Boolean(p.typing));
    if (p.typing) hide.current = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
  });
  useSocketEvent(SUPPORT_SOCKET_EVENTS.read, () => {
    void client.invalidateQueries({ queryKey: key });
  });
  // An operator's message ends their typing.
  useSocketEvent(SOCKET_EVENTS.support, () => setOperatorTyping(false));
  useEffect(
    () => () => {
      if (hide.current) clearTimeout(hide.current);
    },
    [],
  );
  useEffect(() => {
    if (loggedIn) return undefined;
    return onSocketConnect(() =>
      emitSocketEvent(SUPPORT_SOCKET_EVENTS.visitorJoin, { device_id: deviceId() }),
    );
  }, [loggedIn]);
  const typing = useCallback(
    (on: boolean) => {
      const now = Date.now();
      if (on && now - lastSent.current < TYPING_EVERY_MS) return;
      lastSent.current = on ? now : 0;
      emitSocketEvent(
        SUPPORT_SOCKET_EVENTS.typing,
        loggedIn ? { typing: on } : { typing: on, device_id: deviceId() },
      );
    },
    [loggedIn],
  );
  return { operatorTyping, typing };
}
