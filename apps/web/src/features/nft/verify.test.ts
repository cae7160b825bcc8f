import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawFromHmac, type NftBoxSeries } from '@tidemark/contracts';
import { verifySeries } from './verify';

const pool = [
  { id: 11, name: 'Shell', rarity: 'N', weight: 60, type: 1, image: '/a' },
  { id: 12, name: 'Pearl', rarity: 'R', weight: 30, type: 1, image: '/b' },
  { id: 13, name: 'Nautilus', rarity: 'SSR', weight: 10, type: 1, image: '/c' },
];
const seed = Buffer.alloc(32, 7);
const drawOf = (boxId: number) =>
  drawFromHmac(createHmac('sha256', seed).update(String(boxId)).digest('hex'), pool).id;

function series(overrides: Partial<NftBoxSeries> = {}): NftBoxSeries {
  return {
    series_id: 1,
    code: 'BOX',
    name: 'Box',
    seed_hash: createHash('sha256').update(seed).digest('hex'),
    seed: seed.toString('hex'),
    revealed: true,
    supply: 10,
    sold: 3,
    pool,
    openings: [101, 102, 103].map((id) => ({ box_id: id, code: `BOX-${id}`, pool_id: drawOf(id) })),
    ...overrides,
  };
}

describe('blind-box verification in the browser', () => {
  it('recomputes every opening and the commitment with Web Crypto, as the server draws', async () => {
    const result = await verifySeries(series());
    expect(result?.commitmentHolds).toBe(true);
    expect(result?.openings.map((o) => o.recomputed)).toEqual([101, 102, 103].map(drawOf));
  });

  it('catches a seed that is not the committed one and a result that was changed', async () => {
    const s = series();
    const tampered = await verifySeries({
      ...s,
      seed_hash: '0'.repeat(64),
      openings: s.openings.map((o, i) =>
        i === 0 ? { ...o, pool_id: o.pool_id === 11 ? 12 : 11 } : o,
      ),
    });
    expect(tampered?.commitmentHolds).toBe(false);
    expect(tampered?.openings[0]!.recomputed).not.toBe(tampered?.openings[0]!.pool_id);
  });

  it('has nothing to check before the reveal', async () => {
    expect(await verifySeries(series({ seed: null, revealed: false }))).toBeNull();
  });
});
