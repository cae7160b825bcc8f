import { describe, expect, it, vi } from 'vitest';
import { perTurn } from './per-turn';

describe('perTurn', () => {
  it('answers the calls of one turn with one load, each with its own value, and loads again later', async () => {
    const load = vi.fn(async (keys: number[]) => keys.map((k) => k * 10));
    const get = perTurn(load);
    await expect(Promise.all([get(3), get(1), get(3)])).resolves.toEqual([30, 10, 30]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith([3, 1, 3]);
    await expect(get(2)).resolves.toBe(20);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails every call of a turn whose load fails, and not the next turn', async () => {
    const load = vi
      .fn<(keys: string[]) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementation(async (keys) => keys);
    const get = perTurn(load);
    const failed = await Promise.allSettled([get('a'), get('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(get('c')).resolves.toBe('c');
  });
});
