import { ACCOUNT_TYPES, SOCKET_EVENTS } from '@tidemark/contracts';
import { BlockNotFoundError, getAddress, parseAbiItem, type Hex } from 'viem';
import { systemAccount, transfer, userAccount } from '../../ledger';
import { cmp } from '../../platform/money';
import { notify } from '../../platform/inbox';
import type { ChainDeps } from './chain.deps';
import { currencyLimits } from '../market';
import * as repo from './deposits.repo';
import { chainDepositView } from './chain.view';
import { requiredConfirmations } from './deposits.service';
import type { Lease } from '../../platform/lease';
import type { ChainRuntime } from './runtime';
import { baseUnitsToAmount } from './units';

const TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
/** The `leases` row of the node that watches a chain (platform/lease.ts). */
export const watchLeaseName = (chain: string) => `chain.${chain}`;
/** Blocks below the head a watcher starts from on a chain it never scanned (not a local node). */
const START_MARGIN = 12;
/** Scanned blocks kept below the cursor, to walk a re-org back to the common ancestor. */
const KEEP_BLOCKS = 1024;
/** Blocks fetched at once while scanning. */
const FETCH_PARALLEL = 16;

interface ScannedBlock {
  number: number;
  hash: string;
  parentHash: string;
  /** Native transfers with a value: hash, sender, recipient (lower-case), wei. */
  transfers: Array<{ hash: string; from: string; to: string; value: bigint }>;
}

/** What the watcher keeps of a block: its links and its native transfers with a value. */
function scanned(b: {
  number: bigint | null;
  hash: string | null;
  parentHash: string;
  transactions: readonly unknown[];
}): ScannedBlock {
  const txs = b.transactions as Array<{
    hash: string;
    from: string;
    to: string | null;
    value: bigint;
  }>;
  return {
    number: Number(b.number),
    hash: b.hash!,
    parentHash: b.parentHash,
    transfers: txs
      .filter((t) => t.to && t.value > 0n)
      .map((t) => ({
        hash: t.hash,
        from: t.from.toLowerCase(),
        to: t.to!.toLowerCase(),
        value: t.value,
      })),
  };
}

export interface WatcherOptions {
  /** The node this process is in the cluster (the lease's holder). */
  node: string;
  /** Most blocks one step scans. */
  batch: number;
  /** With no cursor yet, start at block 0 (a fresh local node) instead of near the head. */
  startAtGenesis: boolean;
  /** The platform's hot wallet (lower-case): its transfers to deposit addresses are not deposits. */
  hotAddress: string | null;
}

/**
 * Watches one chain for deposits (docs/chain.md): scans from the stored cursor to the head a
 * bounded batch per step, block by block, checking each block's parent against the stored
 * one and walking a re-org back to the common ancestor; records native transfers and the
 * configured tokens' Transfer logs to deposit addresses; credits the ones with enough
 * confirmations on the canonical chain. Every write checks the chain's lease in its own
 * transaction, so only the lease's owner writes.
 */
export class Watcher {
  /** The node's head at the last step. */
  head: number | null = null;
  /** The last block scanned (the cursor): confirmations count up to it. */
  tip: number | null = null;
  /** Confirmations last sent per open deposit, so a change is sent once. */
  private readonly sent = new Map<number, number>();

  constructor(
    private readonly deps: ChainDeps,
    readonly runtime: ChainRuntime,
    readonly lease: Lease,
    private readonly opts: WatcherOptions,
  ) {}

  private get chain(): string {
    return this.runtime.config.chain;
  }

  /** One poll: renew the lease, scan up to a batch of blocks, credit what is confirmed. */
  async step(): Promise<void> {
    if ((await this.lease.acquire()) === 'held_elsewhere') return;
    // Uncached: viem keeps a block number for a polling interval by default.
    const head = Number(await this.runtime.client.getBlockNumber({ cacheTime: 0 }));
    this.head = head;
    await this.scan(head);
    await this.credit();
  }

  private async scan(head: number): Promise<void> {
    let budget = this.opts.batch;
    // A re-org rewinds and scans again; a chain that keeps re-organising waits for the next step.
    for (let round = 0; round < 8 && budget > 0; round++) {
      const cursor = await repo.cursor(this.deps.db, this.chain);
      this.tip = cursor?.number ?? null;
      // A re-org that replaced the last scanned block without a higher block yet.
      if (cursor) {
        const atCursor = await this.blockAt(cursor.number);
        if (atCursor?.hash !== cursor.hash) {
          await this.rewind(cursor.number);
          continue;
        }
      }
      const next = cursor
        ? cursor.number + 1
        : this.opts.startAtGenesis
          ? 0
          : Math.max(0, head - START_MARGIN);
      if (next > head) return;
      const fetched = await this.fetchBlocks(next, Math.min(head, next + budget - 1));
      const blocks: ScannedBlock[] = [];
      let rewindFrom: number | null = null;
      for (const b of fetched) {
        const parent = blocks.length ? blocks[blocks.length - 1]!.hash : (cursor?.hash ?? null);
        if (parent !== null && b.parentHash !== parent) {
          if (blocks.length === 0) rewindFrom = b.number - 1;
          break;
        }
        blocks.push(b);
      }
      if (rewindFrom !== null) {
        await this.rewind(rewindFrom);
        continue;
      }
      if (blocks.length === 0) return;
      const kept = await this.record(blocks);
      budget -= kept;
      if (kept < blocks.length) continue;
    }
  }

  /** The node's block at a height, or null when the chain is shorter (other errors throw: retried next poll). */
  private async blockAt(n: number): Promise<{ hash: string } | null> {
    try {
      const b = await this.runtime.client.getBlock({ blockNumber: BigInt(n) });
      return { hash: b.hash! };
    } catch (err) {
      if (err instanceof BlockNotFoundError) return null;
      throw err;
    }
  }

  private async fetchBlocks(from: number, to: number): Promise<ScannedBlock[]> {
    const out: ScannedBlock[] = [];
    for (let start = from; start <= to; start += FETCH_PARALLEL) {
      const numbers: number[] = [];
      for (let n = start; n <= Math.min(to, start + FETCH_PARALLEL - 1); n++) numbers.push(n);
      const got = await Promise.all(
        numbers.map((n) =>
          this.runtime.client
            .getBlock({ blockNumber: BigInt(n), includeTransactions: true })
            .catch((err: unknown) => {
              if (err instanceof BlockNotFoundError) return null;
              throw err;
            }),
        ),
      );
      for (const [i, b] of got.entries()) {
        if (!b) {
          // A height the node does not answer by number although its head is above it (a node
          // behind a balancer catching up, or one re-indexing after a re-org): the blocks are
          // read by hash instead, down from the head's, and scanning goes on from there.
          out.push(...(await this.blocksByHash(numbers[i]!, to)));
          return out;
        }
        out.push(scanned(b));
      }
    }
    return out;
  }

  /** Blocks `from`..`to` read by hash, walking parents down from the node's head. */
  private async blocksByHash(from: number, to: number): Promise<ScannedBlock[]> {
    const chain: ScannedBlock[] = [];
    let block = await this.runtime.client.getBlock({
      blockTag: 'latest',
      includeTransactions: true,
    });
    while (Number(block.number) > from) {
      if (Number(block.number) <= to) chain.push(scanned(block));
      block = await this.runtime.client.getBlock({
        blockHash: block.parentHash,
        includeTransactions: true,
      });
    }
    if (Number(block.number) === from) chain.push(scanned(block));
    return chain.reverse();
  }

  /**
   * Records a run of linked blocks: their deposits, the blocks and the cursor in one
   * transaction. Returns how many blocks were recorded (fewer when the logs came from a block
   * that changed meanwhile: the rest is scanned again).
   */
  private async record(fetched: ScannedBlock[]): Promise<number> {
    const tokens = this.runtime.assets.filter((a) => a.contract !== null);
    const logs = tokens.length
      ? await this.runtime.client.getLogs({
          address: tokens.map((a) => a.contract!),
          event: TRANSFER,
          fromBlock: BigInt(fetched[0]!.number),
          toBlock: BigInt(fetched[fetched.length - 1]!.number),
        })
      : [];
    const hashAt = new Map(fetched.map((b) => [b.number, b.hash]));
    let blocks = fetched;
    for (const log of logs) {
      const n = Number(log.blockNumber);
      if (hashAt.get(n) !== log.blockHash) blocks = blocks.filter((b) => b.number < n);
    }
    if (blocks.length === 0) return 0;
    const last = blocks[blocks.length - 1]!;

    type Candidate = {
      txHash: string;
      logIndex: number;
      blockNumber: number;
      blockHash: string;
      from: string;
      to: string;
      units: bigint;
      asset: ChainRuntime['assets'][number];
    };
    const candidates: Candidate[] = [];
    const native = this.runtime.assets.find((a) => a.contract === null);
    if (native) {
      for (const b of blocks)
        for (const t of b.transfers)
          candidates.push({
            txHash: t.hash,
            logIndex: -1,
            blockNumber: b.number,
            blockHash: b.hash,
            from: t.from,
            to: t.to,
            units: t.value,
            asset: native,
          });
    }
    for (const log of logs) {
      if (Number(log.blockNumber) > last.number || !log.args.to || !log.args.from) continue;
      const asset = tokens.find((a) => a.contract === log.address.toLowerCase());
      if (!asset || !log.args.value) continue;
      candidates.push({
        txHash: log.transactionHash!,
        logIndex: log.logIndex!,
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash!,
        from: log.args.from.toLowerCase(),
        to: log.args.to.toLowerCase(),
        units: log.args.value,
        asset,
      });
    }
    const owners = await repo.depositOwners(this.deps.db, this.chain, [
      ...new Set(candidates.flatMap((c) => [c.to, c.from])),
    ]);
    // To a deposit address, and not from the platform's own addresses (a sweep's gas top-up).
    const deposits = candidates.filter(
      (c) => owners.has(c.to) && !owners.has(c.from) && c.from !== this.opts.hotAddress,
    );
    const settled: Candidate[] = [];
    for (const c of deposits) {
      if (c.logIndex >= 0) settled.push(c);
      else {
        const receipt = await this.runtime.client.getTransactionReceipt({ hash: c.txHash as Hex });
        if (receipt.status === 'success') settled.push(c);
      }
    }
    // The default minimum deposit per currency: its minimum withdrawal.
    const limits = await currencyLimits(this.deps.db, [
      ...new Set(settled.map((c) => c.asset.currencyId)),
    ]);

    const changed = await this.deps.db.tx(async (tx) => {
      await this.lease.fence(tx);
      const out: number[] = [];
      for (const c of settled) {
        const exact = baseUnitsToAmount(c.units, c.asset.decimals, c.asset.precision);
        const amount =
          exact ?? baseUnitsToAmount(c.units, c.asset.decimals, Math.min(c.asset.decimals, 18));
        const status: repo.DepositStatus =
          exact === null
            ? 'unconvertible'
            : cmp(exact, limits.get(c.asset.currencyId)?.minWithdraw ?? '0') < 0
              ? 'below_min'
              : 'seen';
        const transferRow = {
          chain: this.chain,
          txHash: c.txHash,
          currencyId: c.asset.currencyId,
          // Stored as shown to users: EIP-55 checksummed.
          address: getAddress(c.to),
          baseUnits: c.units.toString(),
        };
        const logIndex =
          c.logIndex >= 0
            ? ((await repo.returningLogIndex(tx, transferRow)) ?? c.logIndex)
            : c.logIndex;
        const row = await repo.upsertDeposit(tx, {
          ...transferRow,
          logIndex,
          blockNumber: c.blockNumber,
          blockHash: c.blockHash,
          userId: owners.get(c.to)!,
          sender: getAddress(c.from),
          amount: amount ?? '0',
          status,
        });
        // Only a new row, or one back on the chain, changes anything.
        if (row.before !== null && row.before !== 'orphaned' && row.before !== 'reorged') continue;
        out.push(row.id);
        if (row.before === 'reorged') {
          // Back on the canonical chain: the credit stands again, nothing to review.
          await repo.resolveAlertOf(tx, {
            chain: this.chain,
            kind: 'deep_reorg',
            subject: `deposit:${row.id}`,
            resolution: `automatic: the transaction was included again in block ${c.blockNumber} (${c.blockHash})`,
          });
          await repo.liftHoldIfClear(tx, owners.get(c.to)!, c.asset.currencyId);
        }
        if (row.status === 'unconvertible') {
          await repo.openAlert(tx, {
            chain: this.chain,
            kind: 'unconvertible_deposit',
            subject: `deposit:${row.id}`,
            detail: {
              deposit_id: row.id,
              user_id: owners.get(c.to)!,
              currency_id: c.asset.currencyId,
              tx_hash: c.txHash,
              base_units: c.units.toString(),
              decimals: c.asset.decimals,
              precision: c.asset.precision,
            },
          });
        }
      }
      await repo.saveBlocks(tx, this.chain, blocks, KEEP_BLOCKS);
      await repo.setCursor(tx, this.chain, { number: last.number, hash: last.hash });
      return out;
    });
    this.tip = last.number;
    for (const id of changed) await this.send(id);
    return blocks.length;
  }

  /**
   * The block after `from` does not link to the stored one: walks back to the common ancestor
   * and, in one transaction, forgets the stored blocks above it, marks the deposits above it
   * orphaned (not credited yet) or re-orged (credited: never debited, the user's withdrawals of
   * the currency held and operators alerted with the evidence), and moves the cursor back.
   */
  private async rewind(from: number): Promise<void> {
    let ancestor: { number: number; hash: string } | null = null;
    for (let n = from; n >= 0; n--) {
      const stored = await repo.storedBlockHash(this.deps.db, this.chain, n);
      const onNode = await this.blockAt(n);
      if (onNode && (stored === null || stored === onNode.hash)) {
        ancestor = { number: n, hash: onNode.hash! };
        break;
      }
    }
    const base = ancestor?.number ?? -1;
    // The hashes now at the heights of the deposits that leave, as evidence.
    const leaving = await repo.depositsAbove(this.deps.db, this.chain, base);
    const nowAt = new Map<number, string | null>();
    for (const d of leaving) {
      if (nowAt.has(d.block_number)) continue;
      const b = await this.blockAt(d.block_number);
      nowAt.set(d.block_number, b?.hash ?? null);
    }
    const changed = await this.deps.db.tx(async (tx) => {
      await this.lease.fence(tx);
      const rows = await repo.depositsAbove(tx, this.chain, base);
      for (const d of rows) {
        if (d.status !== 'credited') {
          await repo.setDepositStatus(tx, d.id, 'orphaned');
          continue;
        }
        await repo.setDepositStatus(tx, d.id, 'reorged');
        const reason = `deposit ${d.id} (${d.tx_hash}) left the chain after it was credited`;
        await repo.holdWithdrawals(tx, { userId: d.user_id, currencyId: d.currency_id, reason });
        await repo.openAlert(tx, {
          chain: this.chain,
          kind: 'deep_reorg',
          subject: `deposit:${d.id}`,
          detail: {
            deposit_id: d.id,
            user_id: d.user_id,
            currency_id: d.currency_id,
            amount: d.amount,
            tx_hash: d.tx_hash,
            old_block_number: d.block_number,
            old_block_hash: d.block_hash,
            ancestor_number: ancestor?.number ?? null,
            ancestor_hash: ancestor?.hash ?? null,
            new_block_hash: nowAt.get(d.block_number) ?? null,
          },
        });
      }
      await repo.deleteBlocksAbove(tx, this.chain, base);
      if (ancestor) await repo.setCursor(tx, this.chain, ancestor);
      else await repo.deleteCursor(tx, this.chain);
      return rows.map((d) => d.id);
    });
    this.deps.log.warn(
      { chain: this.chain, ancestor: base, deposits: changed.length },
      'chain re-org: rewound to the common ancestor',
    );
    this.tip = ancestor?.number ?? null;
    for (const id of changed) await this.send(id);
  }

  /** Credits every open deposit with its confirmations on the canonical chain. */
  private async credit(): Promise<void> {
    if (this.tip === null) return;
    const tip = this.tip;
    const required = this.runtime.config.confirmations;
    let finalized: number | null = null;
    if (required === 'finalized') {
      const b = await this.runtime.client.getBlock({ blockTag: 'finalized' }).catch(() => null);
      finalized = b ? Number(b.number) : null;
    }
    for (const d of await repo.openDeposits(this.deps.db, this.chain)) {
      const confirmations = Math.max(0, tip - d.block_number + 1);
      const ready =
        d.block_number <= tip &&
        (typeof required === 'number'
          ? confirmations >= required
          : finalized !== null && d.block_number <= finalized);
      if (ready && (await this.creditOne(d.id))) {
        this.deps.realtime.toUser(d.user_id, SOCKET_EVENTS.balance, {
          currency_id: d.currency_id,
        });
        await this.send(d.id);
      } else if (this.sent.get(d.id) !== confirmations) {
        await this.send(d.id);
      }
    }
  }

  private creditOne(id: number): Promise<boolean> {
    return this.deps.db.tx(async (tx) => {
      await this.lease.fence(tx);
      const d = await repo.lockCreditable(tx, id);
      if (!d) return false;
      const from = await systemAccount(tx, 'deposit_clearing', d.currency_id);
      const to = await userAccount(tx, d.user_id, d.currency_id, ACCOUNT_TYPES.change);
      const key = `chain_deposit:${d.id}`;
      const posted = await transfer(
        tx,
        {
          key,
          reason: 'deposit',
          refType: 'chain_deposit',
          refId: d.id,
          actor: `chain:${this.chain}`,
        },
        { from, to, amount: d.amount },
      );
      await repo.markCredited(tx, d.id, posted.journalId);
      await notify(
        tx,
        d.user_id,
        'deposit_credited',
        { amount: d.amount, currency_id: d.currency_id },
        key,
      );
      return true;
    });
  }

  /** Sends the deposit's state to its owner (seen, k of N, credited, dropped). */
  private async send(id: number): Promise<void> {
    const d = await repo.depositById(this.deps.db, id);
    if (!d) return;
    const view = chainDepositView(d, {
      tip: this.tip,
      required: requiredConfirmations(this.runtime.config),
      explorerTxUrl: this.runtime.config.explorerTxUrl,
    });
    if (d.status === 'seen') this.sent.set(d.id, view.confirmations);
    else this.sent.delete(d.id);
    this.deps.realtime.toUser(d.user_id, SOCKET_EVENTS.chainDeposit, view);
  }
}
