import { describe, expect, it } from 'vitest';
import { SerialBatches, coalesced } from './coalesce';

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

describe('SerialBatches', () => {
  it('walks one batch at a time, takes what arrived meanwhile at once and drops the oldest past max', async () => {
    const walks: number[][] = [];
    const dropped: number[] = [];
    const errors: unknown[] = [];
    let release: () => void = () => undefined;
    const q = new SerialBatches<number>({
      walk: (batch) => {
        walks.push(batch);
        if (walks.length === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((r) => (release = r));
      },
      onError: (err) => errors.push(err),
      max: 3,
      onDrop: (n) => dropped.push(n),
    });
    q.push([1]);
    q.push([2, 3]);
    q.push([4, 5]);
    expect(walks).toEqual([[1]]);
    expect(dropped).toEqual([1]);
    release();
    await expect.poll(() => walks.length).toBe(2);
    expect(walks[1]).toEqual([3, 4, 5]);
    await expect.poll(() => errors.length).toBe(1);
    q.push([6]);
    await expect.poll(() => walks.length).toBe(3);
    release();
    await q.stop();
    q.push([7]);
    expect(q.stopped).toBe(true);
    expect(walks).toEqual([[1], [3, 4, 5], [6]]);
  });
});
