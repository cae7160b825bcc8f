import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { checked, lazySchemas } from './lazy-schemas';

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
    await expect(checked(Promise.resolve({ id: 'x' }), schemas, (m) => m.schema)).rejects.toThrow();
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
});
