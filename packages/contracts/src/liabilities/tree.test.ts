import { describe, expect, it } from 'vitest';
import {
  buildTree,
  canonicalAmount,
  emptyNode,
  leafHash,
  proofPath,
  userHash,
  verifyProof,
  type LeafInput,
} from './tree';

const salt = (n: number) => n.toString(16).padStart(64, '0');

async function leaves(n: number): Promise<Array<LeafInput & { userId: number; salt: string }>> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      userId: i + 1,
      salt: salt(i + 1),
      userHash: await userHash(salt(i + 1), i + 1),
      balances: { USDT: `${i + 1}.5`, BTC: i % 2 ? '0.000000000000000001' : '0' },
    })),
  );
}

describe('Merkle sum tree', () => {
  it('writes amounts canonically and refuses negative or malformed ones', () => {
    expect(canonicalAmount('007.500')).toBe('7.5');
    expect(canonicalAmount('0.000')).toBe('0');
    expect(() => canonicalAmount('-1')).toThrow();
    expect(() => canonicalAmount('1e5')).toThrow();
    expect(() => canonicalAmount('0.0000000000000000001')).toThrow();
  });

  for (const n of [1, 2, 3, 5, 8, 13]) {
    it(`proves every leaf of ${n} and sums to the total`, async () => {
      const input = await leaves(n);
      const tree = await buildTree(input);
      expect(tree.levels[0]!.length).toBe(n === 1 ? 1 : n + (n % 2));
      const usdt = input.reduce((s, l) => s + BigInt(l.balances.USDT!.replace('.', '')), 0n);
      expect(tree.root.sums.USDT).toBe(`${usdt / 10n}.5`.replace(/\.5$/, usdt % 10n ? '.5' : ''));
      const hashes = tree.levels[0]!.slice(0, n).map((l) => l.hash);
      expect(hashes).toEqual([...hashes].sort());
      for (const [i, leaf] of input.entries()) {
        const path = proofPath(tree.levels, tree.indexOf[i]!);
        expect(path.length).toBe(tree.levels.length - 1);
        const r = await verifyProof({ ...leaf }, path, {
          hash: tree.root.hash,
          totals: tree.root.sums,
        });
        expect(r.ok).toBe(true);
      }
    });
  }

  it('makes one leaf its own root with an empty path, and no leaf the empty root', async () => {
    const [leaf] = await leaves(1);
    const tree = await buildTree([leaf!]);
    expect(tree.root.hash).toBe(await leafHash(leaf!));
    expect(proofPath(tree.levels, 0)).toEqual([]);
    expect((await buildTree([])).root).toEqual(await emptyNode());
  });

  it('is deterministic whatever the input order', async () => {
    const input = await leaves(7);
    const a = await buildTree(input);
    const b = await buildTree([...input].reverse());
    expect(b.root).toEqual(a.root);
  });

  it('refuses a negative leaf at build', async () => {
    const input = await leaves(3);
    input[1]!.balances = { USDT: '-0.01' };
    await expect(buildTree(input)).rejects.toThrow(/non-negative/);
  });

  it('fails a tampered balance, salt, user id, sibling or root and names the step', async () => {
    const input = await leaves(6);
    const tree = await buildTree(input);
    const leaf = input[2]!;
    const path = proofPath(tree.levels, tree.indexOf[2]!);
    const root = { hash: tree.root.hash, totals: tree.root.sums };
    const bad = async (l: typeof leaf, p = path, r = root) => verifyProof(l, p, r);

    expect(await bad({ ...leaf, balances: { ...leaf.balances, USDT: '3.6' } })).toMatchObject({
      ok: false,
      reason: 'root_hash_mismatch',
    });
    expect(await bad({ ...leaf, salt: salt(99) })).toMatchObject({
      ok: false,
      reason: 'user_hash_mismatch',
      step: -1,
    });
    expect(await bad({ ...leaf, userId: 4 })).toMatchObject({ reason: 'user_hash_mismatch' });
    const flipped = path.map((s, i) =>
      i === 1 ? { ...s, hash: s.hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) } : s,
    );
    expect(await bad(leaf, flipped)).toMatchObject({ reason: 'root_hash_mismatch' });
    const richer = path.map((s, i) => (i === 0 ? { ...s, sums: { ...s.sums, USDT: '100' } } : s));
    expect(await bad(leaf, richer)).toMatchObject({ reason: 'root_hash_mismatch' });
    const negative = path.map((s, i) => (i === 1 ? { ...s, sums: { USDT: '-5' } } : s));
    expect(await bad(leaf, negative)).toMatchObject({ reason: 'negative_sum', step: 1 });
    expect(await bad(leaf, path, { ...root, totals: { USDT: '1' } })).toMatchObject({
      reason: 'root_totals_mismatch',
    });
    expect(await bad(leaf, path.slice(1))).toMatchObject({ reason: 'root_hash_mismatch' });
  });
});
