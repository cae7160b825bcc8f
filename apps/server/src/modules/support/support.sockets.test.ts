import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  SUPPORT_SOCKET_EVENTS as EV,
  type Page,
  type SupportDeskPush,
  type SupportMessage,
} from '@tidemark/contracts';
import { call, createTestApp, type TestApp } from '../../test/harness';
import { operatorToken, registerByEmail } from '../../test/accounts';

/**
 * The live support chat with real socket.io clients: operators join the desk room with their
 * token and the `support.desk` permission; typing and read states go both ways; nobody else
 * hears a conversation. "Nothing arrived" is shown without waiting: a later event the same
 * socket must get arrives first (socket.io keeps the order of one connection's events).
 */
let t: TestApp;
let base: string;
let desk: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  desk = await operatorToken(t.app, 'support');
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

function open(token?: string): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Every event a socket receives, in order, to look at once the sentinel has arrived. */
function record(socket: Socket): Array<[string, unknown]> {
  const got: Array<[string, unknown]> = [];
  socket.onAny((event: string, payload: unknown) => got.push([event, payload]));
  return got;
}
const until = (got: Array<[string, unknown]>, match: (e: [string, unknown]) => boolean) =>
  new Promise<void>((resolve) => {
    const look = () => (got.some(match) ? resolve() : setTimeout(look, 10));
    look();
  });

const emit = (socket: Socket, event: string, payload: unknown) =>
  socket.emitWithAck(event, payload) as Promise<{ ok: boolean; code?: string }>;

async function operatorSocket(token = desk) {
  const s = await open();
  expect(await emit(s, EV.deskJoin, { token })).toEqual({ ok: true });
  return s;
}
const send = (body: Record<string, unknown>, token?: string) =>
  call(t.app, 'POST', '/api/support/send', body, token ? { token } : {});
const reply = (conversation_id: number, text: string) =>
  call(t.app, 'POST', '/api/admin/support/send', { conversation_id, text }, { token: desk });

describe('support desk room', () => {
  it('admits an operator with support.desk only', async () => {
    const s = await open();
    expect(await emit(s, EV.deskJoin, { token: 'nope' })).toEqual({
      ok: false,
      code: 'operator_unauthorized',
    });
    const content = await operatorToken(t.app, 'content');
    expect(await emit(s, EV.deskJoin, { token: content })).toEqual({
      ok: false,
      code: 'operator_forbidden',
    });
    // A user's session token is no operator token.
    const u = await registerByEmail(t.app);
    expect(await emit(s, EV.deskJoin, { token: u.token })).toEqual({
      ok: false,
      code: 'operator_unauthorized',
    });
    expect(await emit(s, EV.deskJoin, {})).toEqual({ ok: false, code: 'validation_failed' });
    expect(await emit(await open(), EV.deskJoin, { token: desk })).toEqual({ ok: true });
  });

  it('receives a user’s new message live; a refused socket does not', async () => {
    const op = await operatorSocket();
    const opGot = record(op);
    const outsider = await open();
    const content = await operatorToken(t.app, 'content');
    await emit(outsider, EV.deskJoin, { token: content });
    const outsiderGot = record(outsider);
    const u = await registerByEmail(t.app);
    const r = await send({ text: 'Where is my deposit?' }, u.token);
    const conversationId = (r.body.message as { conversation_id: number }).conversation_id;
    await until(opGot, ([e]) => e === EV.desk);
    expect(opGot[0]).toEqual([
      EV.desk,
      {
        type: 'message',
        conversation_id: conversationId,
        message: expect.objectContaining({ sender: 'user', text: 'Where is my deposit?' }),
      },
    ]);
    // The outsider's socket gets its own sentinel first: the desk message never reached it.
    t.app.realtime.io.to(outsider.id!).emit('sentinel', {});
    await until(outsiderGot, ([e]) => e === 'sentinel');
    expect(outsiderGot.map(([e]) => e)).toEqual(['sentinel']);
  });
});

describe('typing and read states', () => {
  it('go both ways between a user and the desk, and reach nobody else', async () => {
    const u = await registerByEmail(t.app);
    const other = await registerByEmail(t.app);
    const r = await send({ text: 'Hi' }, u.token);
    const conversationId = (r.body.message as { conversation_id: number }).conversation_id;
    await send({ text: 'Me too' }, other.token);

    const op = await operatorSocket();
    const opGot = record(op);
    const user = await open(u.token);
    const userGot = record(user);
    const otherSocket = await open(other.token);
    const otherGot = record(otherSocket);

    // The user types: the desk sees which conversation.
    expect(await emit(user, EV.typing, { typing: true })).toEqual({ ok: true });
    await until(opGot, ([e, p]) => e === EV.desk && (p as SupportDeskPush).type === 'typing');
    expect(opGot.at(-1)).toEqual([
      EV.desk,
      { type: 'typing', conversation_id: conversationId, typing: true, sender: 'user' },
    ]);

    // The operator types in that conversation: only its user sees it.
    expect(await emit(op, EV.typing, { conversation_id: conversationId, typing: true })).toEqual({
      ok: true,
    });
    await until(userGot, ([e]) => e === EV.typing);
    expect(userGot).toEqual([[EV.typing, { sender: 'operator', typing: true }]]);

    // A user cannot speak into another conversation by naming it: theirs is implied.
    expect(
      await emit(otherSocket, EV.typing, { conversation_id: conversationId, typing: true }),
    ).toEqual({ ok: true });

    // The operator answers and reads: the user gets the message and the read state.
    expect((await reply(conversationId, 'Looking into it')).body.type).toBe('ok');
    expect(await emit(op, EV.read, { conversation_id: conversationId })).toEqual({ ok: true });
    await until(userGot, ([e]) => e === EV.read);
    expect(userGot.slice(1)).toEqual([
      [SOCKET_EVENTS.support, expect.objectContaining({ text: 'Looking into it' })],
      [EV.read, { reader: 'operator' }],
    ]);
    const history = (await call(t.app, 'POST', '/api/support/history', {}, { token: u.token })).body
      .message as Page<SupportMessage>;
    expect(history.data.find((m) => m.text === 'Hi')?.is_read).toBe(1);

    // The user reads: the desk is told.
    expect(await emit(user, EV.read, {})).toEqual({ ok: true });
    await until(opGot, ([e, p]) => e === EV.desk && (p as SupportDeskPush).type === 'read');
    expect(opGot.filter(([, p]) => (p as SupportDeskPush).type === 'read')).toContainEqual([
      EV.desk,
      { type: 'read', conversation_id: conversationId, reader: 'user' },
    ]);

    // The other user heard nothing of this conversation.
    t.app.realtime.toUser(other.userId, 'sentinel', {});
    await until(otherGot, ([e]) => e === 'sentinel');
    expect(otherGot.map(([e]) => e)).toEqual(['sentinel']);
    // And what they typed went to their own conversation, not to the one they named.
    const theirs = opGot.filter(([, p]) => (p as SupportDeskPush).type === 'typing') as Array<
      [string, { conversation_id: number }]
    >;
    expect(theirs.filter(([, p]) => p.conversation_id === conversationId)).toHaveLength(1);
  });

  it('a visitor joins their device’s room: gets the operator’s reply and typing live', async () => {
    const deviceId = `dev-${Math.random().toString(36).slice(2)}-visitor`;
    const r = await send({ device_id: deviceId, text: 'Before I sign up' });
    const conversationId = (r.body.message as { conversation_id: number }).conversation_id;
    const visitor = await open();
    const got = record(visitor);
    expect(await emit(visitor, EV.visitorJoin, { device_id: 'short' })).toEqual({
      ok: false,
      code: 'validation_failed',
    });
    expect(await emit(visitor, EV.visitorJoin, { device_id: deviceId })).toEqual({ ok: true });
    const op = await operatorSocket();
    const opGot = record(op);
    await emit(op, EV.typing, { conversation_id: conversationId, typing: true });
    expect((await reply(conversationId, 'Welcome')).body.type).toBe('ok');
    await until(got, ([e]) => e === SOCKET_EVENTS.support);
    expect(got).toEqual([
      [EV.typing, { sender: 'operator', typing: true }],
      [SOCKET_EVENTS.support, expect.objectContaining({ sender: 'operator', text: 'Welcome' })],
    ]);
    // The visitor types for their own device only.
    expect(await emit(visitor, EV.typing, { typing: true, device_id: deviceId })).toEqual({
      ok: true,
    });
    expect(
      await emit(visitor, EV.typing, { typing: true, device_id: `${deviceId}-other` }),
    ).toEqual({ ok: false, code: 'not_found' });
    await until(opGot, ([e, p]) => e === EV.desk && (p as SupportDeskPush).type === 'typing');
  });
});

describe('an operator whose session ends', () => {
  it('is taken off the desk: its typing is refused and desk pushes stop reaching it', async () => {
    const token = await operatorToken(t.app, 'support');
    const ending = await operatorSocket(token);
    const endingGot = record(ending);
    const op = await operatorSocket();
    const opGot = record(op);
    const u = await registerByEmail(t.app);
    const r = await send({ text: 'First' }, u.token);
    const conversationId = (r.body.message as { conversation_id: number }).conversation_id;
    await until(endingGot, ([e]) => e === EV.desk);

    // The session expires (12 hours after sign-in) while the socket stays connected.
    await t.db.query(
      `UPDATE operator_sessions SET expires_at = now() - interval '1 second'
        WHERE id = (SELECT max(id) FROM operator_sessions)`,
    );
    expect(
      await emit(ending, EV.typing, { conversation_id: conversationId, typing: true }),
    ).toEqual({ ok: false, code: 'operator_unauthorized' });
    const seen = endingGot.length;
    await send({ text: 'Second' }, u.token);
    await until(
      opGot,
      ([e, p]) => e === EV.desk && (p as { message?: { text: string } }).message?.text === 'Second',
    );
    t.app.realtime.io.to(ending.id!).emit('sentinel', {});
    await until(endingGot, ([e]) => e === 'sentinel');
    expect(endingGot.slice(seen).map(([e]) => e)).toEqual(['sentinel']);
  });
});
