import type { Socket } from 'socket.io';
import {
  roleAllows,
  SUPPORT_DESK_ROOM,
  SUPPORT_SOCKET_EVENTS,
  supportDeskJoinEvent,
  supportDeviceRoom,
  supportReadEvent,
  supportTypingEvent,
  supportVisitorJoinEvent,
  userRoom,
  type SupportDeskPush,
  type SupportReadPush,
  type SupportTypingPush,
} from '@tidemark/contracts';
import type { Platform } from '../../platform/module';
import { resolveOperatorSession } from '../../platform/sessions';
import * as repo from './support.repo';

/** A typing indicator is forwarded at most this often per socket: it is a hint, not a stream. */
const TYPING_EVERY_MS = 1000;
/**
 * How often a desk socket's operator session is checked again: a session that expired (or an
 * operator disabled or moved to a role without the desk) stops hearing the desk within this.
 */
const DESK_RECHECK_MS = 60_000;

type DeskData = {
  supportOperator?: number;
  supportOperatorToken?: string;
  supportDeskTimer?: ReturnType<typeof setInterval>;
};

type Ack = (answer: { ok: boolean; code?: string }) => void;
const ackOf = (v: unknown): Ack => (typeof v === 'function' ? (v as Ack) : () => undefined);

/**
 * The live side of the support chat. The HTTP routes write messages; these handlers carry the
 * signals that are not worth a request (typing, read) and let operators' sockets join the desk
 * room. Every socket event is validated and answers nothing but its ack on bad input.
 */
export function supportSockets(platform: Pick<Platform, 'db' | 'realtime' | 'clock' | 'log'>) {
  const { db, realtime, clock, log } = platform;

  /** The rooms that reach the person behind a conversation: their user room or device room. */
  const roomOf = (c: repo.ConversationRow): string | null =>
    c.user_id !== null ? userRoom(c.user_id) : c.device_id ? supportDeviceRoom(c.device_id) : null;

  const toConversation = (c: repo.ConversationRow, event: string, payload: unknown) => {
    const room = roomOf(c);
    if (room) realtime.io.to(room).emit(event, payload);
  };
  const toDesk = (payload: SupportDeskPush) =>
    realtime.io.to(SUPPORT_DESK_ROOM).emit(SUPPORT_SOCKET_EVENTS.desk, payload);

  /** The conversation of the user or visitor behind a socket (none is created by a signal). */
  async function ownConversation(socket: Socket, deviceId: string | undefined) {
    const userId = (socket.data as { userId: number | null }).userId;
    if (userId !== null) return repo.byUser(db, userId);
    // A visitor speaks only for the device whose room the socket joined.
    const joined = (socket.data as { supportDevice?: string }).supportDevice;
    if (!deviceId || deviceId !== joined) return null;
    return repo.byDevice(db, deviceId);
  }

  const isOperator = (socket: Socket) =>
    typeof (socket.data as DeskData).supportOperator === 'number';

  function leaveDesk(socket: Socket) {
    const data = socket.data as DeskData;
    if (data.supportDeskTimer) clearInterval(data.supportDeskTimer);
    delete data.supportOperator;
    delete data.supportOperatorToken;
    delete data.supportDeskTimer;
    void socket.leave(SUPPORT_DESK_ROOM);
  }

  /** Whether the desk socket's operator session still holds `support.desk`; off the desk if not. */
  async function stillAtDesk(socket: Socket): Promise<boolean> {
    const token = (socket.data as DeskData).supportOperatorToken;
    const op = token ? await resolveOperatorSession(db, token) : null;
    if (op && roleAllows(op.role, 'support.desk')) return true;
    leaveDesk(socket);
    return false;
  }

  function throttled(socket: Socket): boolean {
    const data = socket.data as { supportTypingAt?: number };
    const now = clock.nowMs();
    if (data.supportTypingAt !== undefined && now - data.supportTypingAt < TYPING_EVERY_MS)
      return true;
    data.supportTypingAt = now;
    return false;
  }

  function attach(socket: Socket) {
    socket.on('disconnect', () => {
      const timer = (socket.data as DeskData).supportDeskTimer;
      if (timer) clearInterval(timer);
    });
    socket.on(SUPPORT_SOCKET_EVENTS.deskJoin, async (raw: unknown, ack?: unknown) => {
      const reply = ackOf(ack);
      const parsed = supportDeskJoinEvent.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: 'validation_failed' });
      try {
        const op = await resolveOperatorSession(db, parsed.data.token);
        if (!op) return reply({ ok: false, code: 'operator_unauthorized' });
        if (!roleAllows(op.role, 'support.desk'))
          return reply({ ok: false, code: 'operator_forbidden' });
        const data = socket.data as DeskData;
        if (data.supportDeskTimer) clearInterval(data.supportDeskTimer);
        data.supportOperator = op.operatorId;
        data.supportOperatorToken = parsed.data.token;
        data.supportDeskTimer = setInterval(() => {
          stillAtDesk(socket).catch((err: unknown) =>
            log.error({ err }, 'support desk session check failed'),
          );
        }, DESK_RECHECK_MS);
        data.supportDeskTimer.unref?.();
        await socket.join(SUPPORT_DESK_ROOM);
        reply({ ok: true });
      } catch (err) {
        log.error({ err }, 'support desk join failed');
        reply({ ok: false, code: 'unavailable' });
      }
    });

    socket.on(SUPPORT_SOCKET_EVENTS.visitorJoin, async (raw: unknown, ack?: unknown) => {
      const reply = ackOf(ack);
      const parsed = supportVisitorJoinEvent.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: 'validation_failed' });
      const data = socket.data as { supportDevice?: string };
      if (data.supportDevice) await socket.leave(supportDeviceRoom(data.supportDevice));
      data.supportDevice = parsed.data.device_id;
      await socket.join(supportDeviceRoom(parsed.data.device_id));
      reply({ ok: true });
    });

    socket.on(SUPPORT_SOCKET_EVENTS.typing, async (raw: unknown, ack?: unknown) => {
      const reply = ackOf(ack);
      const parsed = supportTypingEvent.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: 'validation_failed' });
      try {
        const operator = isOperator(socket) && parsed.data.conversation_id !== undefined;
        if (operator && !(await stillAtDesk(socket)))
          return reply({ ok: false, code: 'operator_unauthorized' });
        const c = operator
          ? await repo.byId(db, parsed.data.conversation_id!)
          : await ownConversation(socket, parsed.data.device_id);
        if (!c) return reply({ ok: false, code: 'not_found' });
        // A stop is always forwarded, so an indicator never sticks because of the throttle.
        if (parsed.data.typing && throttled(socket)) return reply({ ok: true });
        const desk: SupportDeskPush = {
          type: 'typing',
          conversation_id: c.id,
          typing: parsed.data.typing,
          sender: operator ? 'operator' : 'user',
        };
        if (operator) {
          const push: SupportTypingPush = { sender: 'operator', typing: parsed.data.typing };
          toConversation(c, SUPPORT_SOCKET_EVENTS.typing, push);
          // Other operators on the desk see a colleague typing too.
          socket.to(SUPPORT_DESK_ROOM).emit(SUPPORT_SOCKET_EVENTS.desk, desk);
        } else toDesk(desk);
        reply({ ok: true });
      } catch (err) {
        log.error({ err }, 'support typing failed');
        reply({ ok: false, code: 'unavailable' });
      }
    });

    socket.on(SUPPORT_SOCKET_EVENTS.read, async (raw: unknown, ack?: unknown) => {
      const reply = ackOf(ack);
      const parsed = supportReadEvent.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, code: 'validation_failed' });
      try {
        if (isOperator(socket) && parsed.data.conversation_id !== undefined) {
          if (!(await stillAtDesk(socket)))
            return reply({ ok: false, code: 'operator_unauthorized' });
          const c = await repo.byId(db, parsed.data.conversation_id);
          if (!c) return reply({ ok: false, code: 'not_found' });
          await read(c, 'operator');
          return reply({ ok: true });
        }
        const c = await ownConversation(socket, parsed.data.device_id);
        if (!c) return reply({ ok: false, code: 'not_found' });
        await read(c, 'user');
        reply({ ok: true });
      } catch (err) {
        log.error({ err }, 'support read failed');
        reply({ ok: false, code: 'unavailable' });
      }
    });
  }

  /** `reader` has read the other side's messages: stored, then told to both sides. */
  async function read(c: repo.ConversationRow, reader: 'user' | 'operator') {
    if (await repo.markRead(db, c.id, reader === 'user' ? 'operator' : 'user'))
      announceRead(c, reader);
  }

  function announceRead(c: repo.ConversationRow, reader: 'user' | 'operator') {
    if (reader === 'operator')
      toConversation(c, SUPPORT_SOCKET_EVENTS.read, { reader } satisfies SupportReadPush);
    toDesk({ type: 'read', conversation_id: c.id, reader });
  }

  realtime.io.on('connection', attach);

  return { toDesk, toConversation, announceRead };
}
