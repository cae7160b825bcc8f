import { useEffect, useRef } from 'react';
import { sub, subscribe, unsub, type SocketHandler } from './socket';

/** Calls `handler` for each `event` while the component is mounted. */
export function useSocketEvent(event: string, handler: SocketHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribe(event, (payload) => latest.current(payload)), [event]);
}

/** Keeps the client in `room` while the component is mounted; `null` joins nothing. */
export function useSocketRoom(room: string | null): void {
  useEffect(() => {
    if (!room) return undefined;
    sub(room);
    return () => unsub(room);
  }, [room]);
}

/**
 * Keeps the client in every room of `rooms` while the component is mounted. The set is compared
 * by content, so a new array with the same rooms (each render) joins and leaves nothing.
 */
export function useSocketRooms(rooms: readonly string[]): void {
  const key = [...new Set(rooms)].sort().join('\n');
  useEffect(() => {
    if (!key) return undefined;
    const list = key.split('\n');
    for (const room of list) sub(room);
    return () => {
      for (const room of list) unsub(room);
    };
  }, [key]);
}
