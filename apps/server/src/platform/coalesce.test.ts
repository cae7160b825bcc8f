import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced', () => {
  it('never overlaps runs and folds the calls made during a run into one more run', async () => {
    const releases: Array<() => void> = [];
    let active = 0;
    let maxActive = 0;
    const trigger = coalesced(
      () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        return new Promise<void>((resolve) =>
          releases.push(() => {
            active -= 1;
            resolve();
          }),
        );
      },
      () => undefined,
    );
    trigger();
    trigger();
    trigger();
    expect(releases).toHaveLength(1);
    releases[0]!();
    await expect.poll(() => releases.length).toBe(2);
    releases[1]!();
    await new Promise((r) => setImmediate(r));
    expect(releases).toHaveLength(2);
    expect(maxActive).toBe(1);
  });

  it('reports a failed run and still runs on the next call', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const trigger = coalesced(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('boom');
      },
      (err) => errors.push(err),
    );
    trigger();
    await expect.poll(() => errors.length).toBe(1);
    await new Promise((r) => setImmediate(r));
    trigger();
    await expect.poll(() => runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
