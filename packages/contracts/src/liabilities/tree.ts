/**
 * Proof of liabilities: a Merkle sum tree over every user's balances per currency, shared by
 * the server (daily snapshot), the web page, `npm run verify -- liabilities` and, restated by
 * hand, `apps/web/public/verify-liabilities.html` (which must load no code). Change the
 * encoding here and there together, and bump the version tags.
 *
 * Encoding (UTF-8 text, lines joined by "\n", hashes lowercase hex, SHA-256):
 * - user hash = SHA-256(salt bytes ‖ UTF-8 of the user id in decimal); the salt is 32 random
 *   bytes per user per snapshot, so a published leaf says nothing about who it is.
 * - sums / balances = "CODE:amount" per currency, sorted by code, zero amounts left out, each
 *   amount canonical (no sign, no leading zeros, no trailing fraction zeros, "." only with a
 *   fraction, at most 18 fraction digits).
 * - leaf  = SHA-256("tidemark-pol-leaf-v1" ‖ "\n" ‖ user hash ‖ ["\n" ‖ sum]*)
 * - node  = SHA-256("tidemark-pol-node-v1" ‖ "\n" ‖ left ‖ "\n" ‖ right ‖ ["\n" ‖ sum]*),
 *   sums = left + right per currency.
 * - empty = SHA-256("tidemark-pol-empty-v1") with no sums: pads a level of odd length > 1.
 * Leaves are ordered by their hash (ties cannot happen: salts differ), so the order says
 * nothing about sign-up order or size. One leaf is its own root; no leaf gives the empty root.
 */

export const POL_LEAF_TAG = 'tidemark-pol-leaf-v1';
export const POL_NODE_TAG = 'tidemark-pol-node-v1';
export const POL_EMPTY_TAG = 'tidemark-pol-empty-v1';

/** Fraction digits of a ledger amount (NUMERIC(36,18)). */
const SCALE = 18;
const UNIT = 10n ** BigInt(SCALE);
const AMOUNT = /^(\d+)(?:\.(\d{1,18}))?$/;
const HEX64 = /^[0-9a-f]{64}$/;
const CODE = /^[A-Za-z0-9_.-]{1,20}$/;

/** Amounts per currency code, decimal strings. */
export type Sums = Record<string, string>;

export interface TreeNode {
  hash: string;
  sums: Sums;
}

export interface LeafInput {
  /** SHA-256(salt ‖ user id), see `userHash`. */
  userHash: string;
  balances: Sums;
}

export interface ProofStep {
  /** Where the sibling sits next to the running node. */
  side: 'left' | 'right';
  hash: string;
  sums: Sums;
}

export interface BuiltTree {
  root: TreeNode;
  /** levels[0] are the leaves in tree order (sorted by hash), the last level is [root]. */
  levels: TreeNode[][];
  /** For each input leaf, its index in levels[0]. */
  indexOf: number[];
}

export class LiabilityTreeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LiabilityTreeError';
  }
}

// --- amounts as bigint of 10^-18 units (never a JS number)

function toUnits(value: string): bigint {
  const m = AMOUNT.exec(value);
  if (!m) throw new LiabilityTreeError(`not a non-negative amount: ${value}`);
  return BigInt(m[1]!) * UNIT + BigInt((m[2] ?? '').padEnd(SCALE, '0'));
}

function fromUnits(units: bigint): string {
  const int = units / UNIT;
  const frac = (units % UNIT).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return frac ? `${int}.${frac}` : `${int}`;
}

/** The canonical text of an amount ("007.50" → "7.5"); throws on a negative or malformed one. */
export function canonicalAmount(value: string): string {
  return fromUnits(toUnits(value));
}

/** Canonical sums: codes sorted, zeros left out, amounts canonical. Throws on a negative amount. */
export function canonicalSums(sums: Sums): Sums {
  const out: Sums = {};
  for (const code of Object.keys(sums).sort()) {
    if (!CODE.test(code)) throw new LiabilityTreeError(`not a currency code: ${code}`);
    const units = toUnits(String(sums[code]).trim());
    if (units !== 0n) out[code] = fromUnits(units);
  }
  return out;
}

/** a + b per currency. */
export function addSums(a: Sums, b: Sums): Sums {
  const units = new Map<string, bigint>();
  for (const s of [a, b])
    for (const [code, amount] of Object.entries(s))
      units.set(code, (units.get(code) ?? 0n) + toUnits(amount));
  const out: Sums = {};
  for (const code of [...units.keys()].sort()) {
    const u = units.get(code)!;
    if (u !== 0n) out[code] = fromUnits(u);
  }
  return out;
}

/** Whether two sums are equal amount by amount (missing = 0). */
export function sameSums(a: Sums, b: Sums): boolean {
  const ca = canonicalSums(a);
  const cb = canonicalSums(b);
  const keys = new Set([...Object.keys(ca), ...Object.keys(cb)]);
  for (const k of keys) if (ca[k] !== cb[k]) return false;
  return true;
}

const sumLines = (sums: Sums): string =>
  Object.entries(sums)
    .map(([code, amount]) => `\n${code}:${amount}`)
    .join('');

// --- hashing (WebCrypto: in Node ≥ 20 and every browser; no dependency in any bundle)

/** The one WebCrypto call used (typed here: this package builds without the DOM library). */
interface Digest {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

function subtle(): Digest {
  const c = (globalThis as { crypto?: { subtle?: Digest } }).crypto;
  if (!c?.subtle) throw new LiabilityTreeError('SHA-256 (WebCrypto) is not available here');
  return c.subtle;
}

function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^([0-9a-f]{2})*$/.test(hex)) throw new LiabilityTreeError('not lowercase hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await subtle().digest('SHA-256', bytes));
}

const sha256Text = (text: string) => sha256(new TextEncoder().encode(text));

/** SHA-256(salt bytes ‖ UTF-8 of the user id in decimal). */
export async function userHash(saltHex: string, userId: number | string): Promise<string> {
  const salt = hexToBytes(saltHex);
  const id = new TextEncoder().encode(String(userId));
  const bytes = new Uint8Array(salt.length + id.length);
  bytes.set(salt, 0);
  bytes.set(id, salt.length);
  return sha256(bytes);
}

export async function leafHash(leaf: LeafInput): Promise<string> {
  if (!HEX64.test(leaf.userHash)) throw new LiabilityTreeError('user hash must be 64 hex digits');
  return sha256Text(`${POL_LEAF_TAG}\n${leaf.userHash}${sumLines(canonicalSums(leaf.balances))}`);
}

export async function nodeOf(left: TreeNode, right: TreeNode): Promise<TreeNode> {
  const sums = addSums(left.sums, right.sums);
  return {
    hash: await sha256Text(`${POL_NODE_TAG}\n${left.hash}\n${right.hash}${sumLines(sums)}`),
    sums,
  };
}

export async function emptyNode(): Promise<TreeNode> {
  return { hash: await sha256Text(POL_EMPTY_TAG), sums: {} };
}

/** Builds the tree; refuses a negative or malformed balance (sums must never go negative). */
export async function buildTree(leaves: readonly LeafInput[]): Promise<BuiltTree> {
  const hashed = await Promise.all(
    leaves.map(async (leaf, i) => ({
      i,
      node: { hash: await leafHash(leaf), sums: canonicalSums(leaf.balances) },
    })),
  );
  hashed.sort((a, b) => (a.node.hash < b.node.hash ? -1 : a.node.hash > b.node.hash ? 1 : 0));
  const indexOf = new Array<number>(leaves.length);
  hashed.forEach((h, pos) => (indexOf[h.i] = pos));
  const empty = await emptyNode();
  const levels: TreeNode[][] = [hashed.map((h) => h.node)];
  if (!levels[0]!.length) levels[0]!.push(empty);
  while (levels[levels.length - 1]!.length > 1) {
    const level = levels[levels.length - 1]!;
    if (level.length % 2 === 1) level.push(empty);
    const next: TreeNode[] = [];
    for (let i = 0; i < level.length; i += 2) next.push(await nodeOf(level[i]!, level[i + 1]!));
    levels.push(next);
  }
  return { root: levels[levels.length - 1]![0]!, levels, indexOf };
}

/** The inclusion path of the leaf at `index` (tree order), leaf to root. */
export function proofPath(levels: readonly TreeNode[][], index: number): ProofStep[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= (levels[0]?.length ?? 0))
    throw new LiabilityTreeError(`no leaf at ${index}`);
  const path: ProofStep[] = [];
  let i = index;
  for (let l = 0; l < levels.length - 1; l++) {
    const sibling = levels[l]![i ^ 1]!;
    path.push({ side: i % 2 === 0 ? 'right' : 'left', hash: sibling.hash, sums: sibling.sums });
    i >>= 1;
  }
  return path;
}

export interface VerifyLeaf {
  balances: Sums;
  userHash: string;
  /** With both, the user hash is recomputed from them (the user checks it is really theirs). */
  salt?: string | undefined;
  userId?: number | string | undefined;
}

export type VerifyFailure =
  | 'malformed'
  | 'user_hash_mismatch'
  | 'negative_sum'
  | 'root_hash_mismatch'
  | 'root_totals_mismatch';

export interface VerifyStep {
  /** -1 is the leaf itself, then one per path step. */
  step: number;
  hash: string;
  sums: Sums;
}

export type VerifyResult =
  | { ok: true; steps: VerifyStep[] }
  | { ok: false; reason: VerifyFailure; step: number; detail: string; steps: VerifyStep[] };

/**
 * Recomputes the root from a leaf and its path. Each sibling's sums must be non-negative (a
 * negative sibling could hide liabilities). With `root.totals`, the recomputed sums must
 * equal the published totals too.
 */
export async function verifyProof(
  leaf: VerifyLeaf,
  path: readonly ProofStep[],
  root: { hash: string; totals?: Sums | undefined },
): Promise<VerifyResult> {
  const steps: VerifyStep[] = [];
  const fail = (reason: VerifyFailure, step: number, detail: string): VerifyResult => ({
    ok: false,
    reason,
    step,
    detail,
    steps,
  });
  try {
    if (leaf.salt !== undefined && leaf.userId !== undefined) {
      const expected = await userHash(leaf.salt, leaf.userId);
      if (expected !== leaf.userHash)
        return fail('user_hash_mismatch', -1, `salt and user id give ${expected}`);
    }
    let balances: Sums;
    try {
      balances = canonicalSums(leaf.balances);
    } catch (e) {
      return fail('negative_sum', -1, (e as Error).message);
    }
    let node: TreeNode = { hash: await leafHash(leaf), sums: balances };
    steps.push({ step: -1, ...node });
    for (let s = 0; s < path.length; s++) {
      const step = path[s]!;
      if (!HEX64.test(step.hash) || (step.side !== 'left' && step.side !== 'right'))
        return fail('malformed', s, 'a path step needs side left/right and a 64-hex hash');
      let sibling: TreeNode;
      try {
        sibling = { hash: step.hash, sums: canonicalSums(step.sums) };
      } catch (e) {
        return fail('negative_sum', s, (e as Error).message);
      }
      node = step.side === 'left' ? await nodeOf(sibling, node) : await nodeOf(node, sibling);
      steps.push({ step: s, ...node });
    }
    if (node.hash !== root.hash)
      return fail(
        'root_hash_mismatch',
        path.length,
        `computed ${node.hash}, published ${root.hash}`,
      );
    if (root.totals && !sameSums(node.sums, root.totals))
      return fail('root_totals_mismatch', path.length, 'the sums differ from the published totals');
    return { ok: true, steps };
  } catch (e) {
    return fail('malformed', -1, (e as Error).message);
  }
}
