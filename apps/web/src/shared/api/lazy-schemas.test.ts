import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import type * as Feedback from '../ui/feedback';
import { showToast } from '../ui/feedback';
import { ApiError } from './client';
import { checked, lazySchemas, schemasForCommand, withSchemas } from './lazy-schemas';

vi.mock('../ui/feedback', async (original) => ({
  ...(await original<typeof Feedback>()),
  showToast: vi.fn(),
}));

describe('lazy schemas', () => {
  it('loads the schemas module once, after zod, told never to compile parsers with eval', async () => {
    const schema = z.object({ id: z.number() });
    const importer = vi.fn(async () => ({ schema }));
    const schemas = lazySchemas(importer);
    expect(schemas.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([schemas.load(), schemas.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(schemas.loaded()).toBe(a);
    // The page's policy forbids `new Function`: zod must not try it.
    expect(z.config().jitless).toBe(true);
    await expect(checked(Promise.resolve({ id: 4 }), schemas, (m) => m.schema)).resolves.toEqual({
      id: 4,
    });
    // An answer the schema refuses is the client's 'bad_response', not a raw schema error.
    const complaint = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = checked(Promise.resolve({ id: 'x' }), schemas, (m) => m.schema);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'bad_response', type: 'network' });
    complaint.mockRestore();
  });

  it('runs schema modules asked for together a task apart; a chunk still on its way holds none', async () => {
    let task = 0;
    const ticking = setInterval(() => (task += 1), 0);
    const ran: Array<[string, number]> = [];
    const module = (name: string) => lazySchemas(async () => ran.push([name, task]));
    await Promise.all([module('a').load(), module('b').load(), module('c').load()]);
    expect(ran.map(([name]) => name)).toEqual(['a', 'b', 'c']);
    expect(ran[1]![1]).toBeGreaterThan(ran[0]![1]);
    expect(ran[2]![1]).toBeGreaterThan(ran[1]![1]);
    clearInterval(ticking);

    const stuck = lazySchemas(() => new Promise<never>(() => undefined));
    void stuck.load();
    // Answered while the stuck one never is.
    await expect(lazySchemas(async () => 'next').load()).resolves.toBe('next');
  });

  it('fetches a failed schemas chunk again on the next call', async () => {
    const importer = vi
      .fn<() => Promise<{ n: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ n: 1 });
    const schemas = lazySchemas(importer);
    await expect(schemas.load()).rejects.toThrow('offline');
    await expect(schemas.load()).resolves.toEqual({ n: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('hands socket events to the schemas in the order they came, before and after the chunk loaded', async () => {
    let arrive: (module: { tag: string }) => void = () => undefined;
    const schemas = lazySchemas(
      () => new Promise<{ tag: string }>((resolve) => (arrive = resolve)),
    );
    const seen: string[] = [];
    withSchemas(schemas, (m) => seen.push(`${m.tag}1`));
    withSchemas(schemas, (m) => seen.push(`${m.tag}2`));
    expect(seen).toEqual([]);
    // zod's own chunk comes first, then the schemas module's.
    await vi.waitFor(() => expect(arrive).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 10));
    arrive({ tag: 'e' });
    await schemas.load();
    expect(seen).toEqual(['e1', 'e2']);
    withSchemas(schemas, (m) => seen.push(`${m.tag}3`));
    // Loaded: at once, not a task later.
    expect(seen).toEqual(['e1', 'e2', 'e3']);
  });

  it('drops an event whose schemas chunk cannot load, and loads it for the next', async () => {
    const importer = vi
      .fn<() => Promise<{ n: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ n: 2 });
    const schemas = lazySchemas(importer);
    const seen: number[] = [];
    withSchemas(schemas, (m) => seen.push(m.n));
    await expect(schemas.load()).rejects.toThrow('offline');
    withSchemas(schemas, (m) => seen.push(m.n));
    await schemas.load();
    expect(seen).toEqual([2]);
  });

  it('fails a command whose schemas cannot load as the network would, before it is sent', async () => {
    const schemas = lazySchemas<{ n: number }>(() => Promise.reject(new Error('chunk 404')));
    const sheet = schemasForCommand(schemas);
    await expect(sheet).rejects.toBeInstanceOf(ApiError);
    await expect(sheet).rejects.toMatchObject({ type: 'network', code: 'network_error' });
    // A sheet shows it itself; a command without one (cancel) says it as a toast.
    expect(showToast).not.toHaveBeenCalled();
    await expect(schemasForCommand(schemas, { silent: false })).rejects.toBeInstanceOf(ApiError);
    expect(showToast).toHaveBeenCalledTimes(1);
    const loaded = lazySchemas(async () => ({ n: 3 }));
    await expect(schemasForCommand(loaded)).resolves.toEqual({ n: 3 });
  });
});
