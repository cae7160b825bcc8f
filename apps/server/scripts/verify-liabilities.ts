/**
 * npm run verify -- liabilities <proof.json> [--root <hex>]: checks a proof-of-liabilities
 * file (downloaded from Assets → Verify my balance) with no server and no network: the salted
 * user hash, every step from the leaf to the root, that no sibling sum is negative, and that
 * the result is the published root. `--root` compares against a root hash obtained elsewhere
 * (e.g. `GET /api/liabilities/root`), instead of trusting the one inside the file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { liabilityProofSchema, verifyProof } from '@tidemark/contracts';

const USAGE = 'usage: npm run verify -- liabilities <proof.json> [--root <64 hex digits>]';

export async function main(
  args: readonly string[],
  out: (line: string) => void = console.log,
  cwd = process.cwd(),
): Promise<number> {
  const rootAt = args.indexOf('--root');
  const rootArg = rootAt >= 0 ? args[rootAt + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1));
  if (!file || (rootAt >= 0 && !/^[0-9a-f]{64}$/.test(rootArg ?? ''))) {
    out(USAGE);
    return 2;
  }
  let parsed;
  try {
    parsed = liabilityProofSchema.safeParse(
      JSON.parse(fs.readFileSync(path.resolve(cwd, file), 'utf8')),
    );
  } catch (e) {
    out(`cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  if (!parsed.success) {
    out(`${file} is not a proof file: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return 2;
  }
  const p = parsed.data;
  const rootHash = rootArg ?? p.root.root_hash;
  out(`snapshot ${p.root.day}: ${p.root.leaf_count} leaves, root ${rootHash}`);
  out(`totals   ${JSON.stringify(p.root.totals)}`);
  out(`leaf     #${p.leaf.index} user ${p.leaf.user_id} ${JSON.stringify(p.leaf.balances)}`);
  const r = await verifyProof(
    {
      balances: p.leaf.balances,
      userHash: p.leaf.user_hash,
      salt: p.leaf.salt,
      userId: p.leaf.user_id,
    },
    p.path,
    { hash: rootHash, totals: p.root.totals },
  );
  for (const s of r.steps)
    out(
      `${s.step < 0 ? 'leaf   ' : `step ${String(s.step + 1).padStart(2)}`} ${s.hash} ${JSON.stringify(s.sums)}`,
    );
  if (r.ok) {
    out(`OK: the balances are included in root ${rootHash}`);
    return 0;
  }
  const where =
    r.step < 0 ? 'the leaf' : r.step >= p.path.length ? 'the root' : `step ${r.step + 1}`;
  out(`FAILED at ${where}: ${r.reason} (${r.detail})`);
  return 1;
}
