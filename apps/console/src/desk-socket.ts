import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  SUPPORT_SOCKET_EVENTS,
  type SupportDeskPush,
} from '@tidemark/contracts';
import { token } from './api';

type DeskListener = (push: SupportDeskPush) => void;

export interface DeskSocket {
  /** True while the socket is in the desk room: pushes arrive and polling can slow down. */
  live: boolean;
  /** Listens to the desk room's pushes; returns the unsubscribe function. */
  listen: (listener: DeskListener) => () => void;
  /** Sends a typing or read signal for a conversation; a signal lost while down is not replayed. */
  signal: (
    event: typeof SUPPORT_SOCKET_EVENTS.typing | typeof SUPPORT_SOCKET_EVENTS.read,
    payload: { conversation_id: number; typing?: boolean },
  ) => void;
}

/**
 * The operator's connection to the support desk room while the desk page is open. The room is
 * joined again after every reconnect (the server forgets rooms with the old connection), and
 * the client library is loaded only here, so other console pages do not carry it.
 */
export function useDeskSocket(): DeskSocket {
  const [live, setLive] = useState(false);
  const socketRef = useRef<Socket | null>(null);
  const listeners = useRef(new Set<DeskListener>());
  useEffect(() => {
    let closed = false;
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket = io({ ...SOCKET_CLIENT_OPTIONS });
        socketRef.current = socket;
        socket.on('connect', () => {
          socket.emit(
            SUPPORT_SOCKET_EVENTS.deskJoin,
            { token: token.get() ?? '' },
            (ack: { ok?: boolean } | undefined) => setLive(Boolean(ack?.ok) && socket.connected),
          );
        });
        socket.on('disconnect', () => setLive(false));
        socket.on(SUPPORT_SOCKET_EVENTS.desk, (push: SupportDeskPush) => {
          listeners.current.forEach((l) => {
            try {
              l(push);
            } catch (error) {
              console.warn('desk listener failed', error);
            }
          });
        });
      })
      .catch((error: unknown) => console.warn('The desk socket failed to load', error));
    return () => {
      closed = true;
      socketRef.current?.disconnect();
      socketRef.current = null;
      setLive(false);
    };
  }, []);
  const listen = useCallback((listener: DeskListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const signal = useCallback<DeskSocket['signal']>((event, payload) => {
    const socket = socketRef.current;
    if (socket?.connected) socket.emit(event, payload);
  }, []);
  // Stable between renders, so a page's listeners (and their timers) are not torn down by them.
  return useMemo(() => ({ live, listen, signal }), [live, listen, signal]);
}
