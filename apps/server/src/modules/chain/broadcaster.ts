import os from 'node:os';
import {
  getAddress,
  keccak256,
  parseTransaction,
  TransactionReceiptNotFoundError,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { SOCKET_EVENTS } from '@tidemark/contracts';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { sub } from '../../platform/money';
import { notify } from '../../platform/inbox';
import { releaseWithdrawal, settleSentWithdrawal, withdrawalRecord } from '../wallet';
import type { ChainDeps } from './chain.deps';
import { Lease } from '../../platform/lease';
import { hotAccount, syncLowAlerts, transferCall } from './hot-wallet';
import type { ChainRuntime } from './runtime';
import { amountToBaseUnits } from './units';
import { openAlert } from './deposits.repo';
import * as repo from './withdrawals.repo';

/** Where a test makes the broadcaster fail, as a crash of the process would. */
export type CrashPoint = 'after_sign' | 'after_broadcast';

export class BroadcasterCrash extends Error {}

type Operator = { operatorId: number; ip: string };

/** Withdrawals signed per chain and step (the rest wait for the next step). */
const SIGN_BATCH = 20;
/** The hot wallet's balances are read for the low alert at most this often. */
const HOT_CHECK_MS = 60_000;
/** Replacement fees must beat the pending ones by 12.5% on both caps (nodes refuse less). */
const bump = (x: bigint) => (x * 9n + 7n) / 8n;
const maxOf = (...xs: bigint[]) => xs.reduce((a, b) => (b > a ? b : a));
/** The `leases` row of the node that sends a chain's withdrawals (beside its watcher's). */
export const sendLeaseName = (chain: string) => `chain.${chain}.send`;

/**
 * Sends approved withdrawals from the hot wallet. Per withdrawal: one database transaction
 * reserves the sender's next nonce, signs, and stores the signed bytes and hash (status
 * `signed`); only then are those bytes broadcast (`broadcast`). A crash or an ambiguous node
 * answer leads to re-broadcasting the same stored bytes, never to a second nonce. With the
 * chain's confirmations on the mined version, one transaction settles the hold (`confirmed`)
 * or, if it reverted, releases it (`failed`, alerted).
 */
export class Broadcaster {
  private readonly account: PrivateKeyAccount | null;
  private lastHotCheck = -Infinity;
  private readonly leases = new Map<string, Lease>();
  readonly node: string;

  constructor(
    private readonly deps: ChainDeps,
    private readonly runtimes: () => ChainRuntime[],
    private readonly opts: { crash?: CrashPoint; node?: string } = {},
  ) {
    this.account = hotAccount(deps.config.hotWalletKey);
    this.node =
      opts.node ?? `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  }

  get hotAddress(): `0x${string}` | null {
    return this.account?.address ?? null;
  }

  /**
   * The background loop's turn: one step on each chain whose sending lease (`chain.<chain>.send`,
   * beside the watcher's) this node holds; every signature is fenced by that lease.
   */
  async tick(ttlMs: number): Promise<void> {
    const checkHot = this.deps.clock.nowMs() - this.lastHotCheck >= HOT_CHECK_MS;
    if (checkHot) this.lastHotCheck = this.deps.clock.nowMs();
    for (const rt of this.runtimes()) {
      const chain = rt.config.chain;
      const lease = (this.leases.get(chain) ??
        this.leases
          .set(chain, new Lease(this.deps.db, sendLeaseName(chain), this.node, ttlMs))
          .get(chain))!;
      if ((await lease.acquire()) === 'held_elsewhere') continue;
      await this.stepChain(rt, lease);
      if (checkHot) await this.checkHotWallet(rt);
    }
  }

  /** One deterministic pass over every chain: sign, broadcast, confirm. */
  async step(): Promise<void> {
    for (const rt of this.runtimes()) await this.stepChain(rt);
  }

  /** Opens or resolves the chain's `hot_wallet_low` alerts from the balances now. */
  async checkHotWallet(rt: ChainRuntime): Promise<void> {
    if (this.account) await syncLowAlerts(this.deps.db, rt, this.account.address);
  }

  private async stepChain(rt: ChainRuntime, lease?: Lease): Promise<void> {
    if (!this.account) return;
    // One withdrawal's trouble (a node error, an unsendable amount) does not hold up the others.
    const each = async (id: number, work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (err) {
        if (err instanceof BroadcasterCrash) throw err;
        this.deps.log.warn({ err, withdrawal: id }, 'withdrawal step failed; retried next poll');
      }
    };
    for (const id of await repo.approvedIds(this.deps.db, rt.config.chain, SIGN_BATCH))
      await each(id, () => this.sign(rt, this.account!, id, lease));
    for (const t of await repo.openTxs(this.deps.db, { chain: rt.config.chain })) {
      if (t.status === 'signed')
        await each(t.withdrawal_id, () => this.send(rt, t, t.versions.at(-1)!));
    }
    await this.confirm(rt);
  }

  private async sign(
    rt: ChainRuntime,
    account: PrivateKeyAccount,
    id: number,
    lease?: Lease,
  ): Promise<void> {
    const w = await repo.withdrawal(this.deps.db, id);
    if (!w || w.status !== 'approved') return;
    const asset = rt.assets.find((a) => a.currencyId === w.currency_id);
    if (!asset) return;
    const units = amountToBaseUnits(sub(w.amount, w.fee), asset.decimals);
    const recipient = getAddress(w.destination.toLowerCase());
    const call = transferCall(asset, recipient, units);
    let gas: bigint;
    try {
      gas = await rt.client.estimateGas({ account: account.address, ...call });
    } catch (err) {
      // It would revert now (the hot wallet short of the asset): it waits, approved, for a
      // top-up; the low-balance alert tells operators.
      this.deps.log.warn({ err, withdrawal: id }, 'withdrawal gas estimate failed; waiting');
      return;
    }
    gas = (gas * 6n) / 5n;
    const fees = await rt.client.estimateFeesPerGas();
    const pending = await rt.client.getTransactionCount({
      address: account.address,
      blockTag: 'pending',
    });
    const sender = account.address.toLowerCase();
    const signed = await this.deps.db.tx(async (tx) => {
      await lease?.fence(tx);
      const locked = await repo.lockWithdrawal(tx, id);
      if (!locked || locked.status !== 'approved') return null;
      const nonce = await repo.reserveNonce(tx, rt.config.chain, sender, pending);
      const raw = await account.signTransaction({
        type: 'eip1559',
        chainId: rt.chainId,
        nonce,
        gas,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
        ...call,
      });
      const hash = keccak256(raw);
      const chainTxId = await repo.insertChainTx(tx, {
        withdrawalId: id,
        chain: rt.config.chain,
        sender,
        nonce,
        recipient: recipient.toLowerCase(),
        baseUnits: units,
      });
      await repo.insertVersion(tx, {
        chainTxId,
        hash,
        raw,
        maxFee: fees.maxFeePerGas,
        maxPriority: fees.maxPriorityFeePerGas,
      });
      await repo.setStatus(tx, id, 'signed');
      return { chainTxId, hash, raw, userId: locked.user_id };
    });
    if (!signed) return;
    await this.emitRecord(signed.userId, id);
    if (this.opts.crash === 'after_sign') throw new BroadcasterCrash('crash after signing');
    await this.send(
      rt,
      { withdrawal_id: id, chain_tx_id: signed.chainTxId },
      { hash: signed.hash, raw: signed.raw },
    );
  }

  /**
   * Broadcasts stored bytes. An error may still mean the node has them (a timeout, "already
   * known", "nonce too low" after an earlier send was mined): the node is asked for the hash.
   */
  private async send(
    rt: ChainRuntime,
    t: { withdrawal_id: number; chain_tx_id: number },
    v: { hash: string; raw: string },
  ): Promise<boolean> {
    try {
      await rt.client.sendRawTransaction({ serializedTransaction: v.raw as Hex });
    } catch (err) {
      if (!(await this.known(rt, v.hash))) {
        this.deps.log.warn({ err, withdrawal: t.withdrawal_id }, 'withdrawal broadcast failed');
        return false;
      }
    }
    if (this.opts.crash === 'after_broadcast')
      throw new BroadcasterCrash('crash after broadcasting');
    const userId = await this.deps.db.tx(async (tx) => {
      const w = await repo.lockWithdrawal(tx, t.withdrawal_id);
      await repo.markBroadcast(tx, t.chain_tx_id, v.hash);
      if (w?.status !== 'signed') return null;
      await repo.setStatus(tx, w.id, 'broadcast');
      return w.user_id;
    });
    if (userId !== null) await this.emitRecord(userId, t.withdrawal_id);
    return true;
  }

  private async known(rt: ChainRuntime, hash: string): Promise<boolean> {
    try {
      await rt.client.getTransaction({ hash: hash as Hex });
      return true;
    } catch {
      return false;
    }
  }

  private async receipt(rt: ChainRuntime, t: repo.OpenTx): Promise<TransactionReceipt | null> {
    for (const v of t.versions) {
      try {
        return await rt.client.getTransactionReceipt({ hash: v.hash as Hex });
      } catch (err) {
        if (!(err instanceof TransactionReceiptNotFoundError)) throw err;
      }
    }
    return null;
  }

  private async confirm(rt: ChainRuntime): Promise<void> {
    const txs = await repo.openTxs(this.deps.db, { chain: rt.config.chain });
    if (txs.length === 0) return;
    const head = await rt.client.getBlockNumber({ cacheTime: 0 });
    const finalized =
      rt.config.confirmations === 'finalized'
        ? (await rt.client.getBlock({ blockTag: 'finalized' })).number
        : null;
    for (const t of txs) {
      const r = await this.receipt(rt, t);
      if (!r) {
        // Not mined (or its block left the chain): nothing counted yet.
        await repo.recordProgress(this.deps.db, t.chain_tx_id, {
          hash: null,
          block: null,
          confirmations: null,
        });
        // A node that lost it (restarted, evicted it) is given the same bytes again.
        const latest = t.versions.at(-1)!;
        if (t.status === 'broadcast' && !(await this.known(rt, latest.hash)))
          await this.send(rt, t, latest);
        continue;
      }
      const confirmations = Number(head - r.blockNumber + 1n);
      const enough =
        finalized !== null
          ? r.blockNumber <= finalized
          : confirmations >= (rt.config.confirmations as number);
      if (enough) {
        await this.finish(rt, t, r, confirmations);
      } else {
        await repo.recordProgress(this.deps.db, t.chain_tx_id, {
          hash: r.transactionHash.toLowerCase(),
          block: Number(r.blockNumber),
          confirmations,
        });
      }
    }
  }

  /** With enough confirmations: settle the hold (sent) or release it (reverted on chain). */
  private async finish(
    rt: ChainRuntime,
    t: repo.OpenTx,
    r: TransactionReceipt,
    confirmations: number,
  ): Promise<void> {
    const success = r.status === 'success';
    const hash = r.transactionHash.toLowerCase();
    const done = await this.deps.db.tx(async (tx) => {
      const w = await repo.lockWithdrawal(tx, t.withdrawal_id);
      if (!w || (w.status !== 'signed' && w.status !== 'broadcast')) return null;
      const meta = {
        refType: 'withdrawal',
        refId: w.id,
        actor: `system:chain:${rt.config.chain}`,
        memo: `txid: ${hash}`,
      };
      if (success) {
        await settleSentWithdrawal(tx, w, meta);
      } else {
        await releaseWithdrawal(tx, w, meta);
        await openAlert(tx, {
          chain: rt.config.chain,
          kind: 'withdrawal_failed',
          subject: `withdrawal:${w.id}`,
          detail: {
            withdrawal_id: w.id,
            user_id: w.user_id,
            currency_id: w.currency_id,
            amount: w.amount,
            hash,
            block_number: Number(r.blockNumber),
            sender: t.sender,
            nonce: t.nonce,
          },
        });
      }
      await repo.recordProgress(tx, t.chain_tx_id, {
        hash,
        block: Number(r.blockNumber),
        confirmations,
      });
      await repo.closeWithdrawal(tx, {
        id: w.id,
        status: success ? 'confirmed' : 'failed',
        txid: hash,
        reason: success ? '' : 'reverted on chain',
      });
      await notify(
        tx,
        w.user_id,
        success ? 'withdrawal_sent' : 'withdrawal_failed',
        { amount: w.amount, currency_id: w.currency_id, txid: hash, reason: '' },
        `withdrawal:${w.id}`,
      );
      return w;
    });
    if (!done) return;
    this.deps.realtime.toUser(done.user_id, 'balance', { currency_id: done.currency_id });
    await this.emitRecord(done.user_id, done.id);
  }

  /**
   * Re-signs a sent withdrawal's transaction at the same nonce with fees raised by at least
   * 12.5% (and to the node's current estimate), and broadcasts it beside the earlier versions;
   * whichever is mined confirms the withdrawal.
   */
  async speedUp(operator: Operator, withdrawalId: number): Promise<{ hash: string }> {
    const account = this.account ?? fail('withdrawal_not_speedable');
    const w = (await repo.withdrawal(this.deps.db, withdrawalId)) ?? fail('not_found');
    const rt = this.runtimes().find((r) => r.config.chain === w.chain);
    const [t] = await repo.openTxs(this.deps.db, { withdrawalId });
    if (!rt || !t) return fail('withdrawal_not_speedable');
    if (await this.receipt(rt, t)) fail('withdrawal_not_speedable');
    const last = parseTransaction(t.versions.at(-1)!.raw as Hex);
    const fees = await rt.client.estimateFeesPerGas();
    const maxPriorityFeePerGas = maxOf(
      bump(BigInt(t.versions.at(-1)!.max_priority_fee_per_gas)),
      fees.maxPriorityFeePerGas,
    );
    const maxFeePerGas = maxOf(
      bump(BigInt(t.versions.at(-1)!.max_fee_per_gas)),
      fees.maxFeePerGas,
      maxPriorityFeePerGas,
    );
    const raw = await account.signTransaction({
      type: 'eip1559',
      chainId: rt.chainId,
      nonce: t.nonce,
      gas: last.gas!,
      to: last.to!,
      data: last.data,
      value: last.value ?? 0n,
      maxFeePerGas,
      maxPriorityFeePerGas,
    });
    const hash = keccak256(raw);
    await this.deps.db.tx(async (tx) => {
      const locked = await repo.lockWithdrawal(tx, withdrawalId);
      if (locked?.status !== 'signed' && locked?.status !== 'broadcast')
        fail('withdrawal_not_speedable');
      await repo.insertVersion(tx, {
        chainTxId: t.chain_tx_id,
        hash,
        raw,
        maxFee: maxFeePerGas,
        maxPriority: maxPriorityFeePerGas,
      });
      await recordAudit(tx, operator, {
        action: 'withdrawal.speed_up',
        targetType: 'withdrawal',
        targetId: withdrawalId,
        detail: {
          nonce: t.nonce,
          hash,
          replaces: t.versions.map((v) => v.hash),
          max_fee_per_gas: maxFeePerGas.toString(),
          max_priority_fee_per_gas: maxPriorityFeePerGas.toString(),
        },
      });
    });
    await this.send(rt, t, { hash, raw });
    await this.emitRecord(w.user_id, withdrawalId);
    return { hash };
  }

  private async emitRecord(userId: number, id: number): Promise<void> {
    const record = await withdrawalRecord(this.deps.db, this.deps.config.chains, id);
    if (record) this.deps.realtime.toUser(userId, SOCKET_EVENTS.withdrawal, record);
  }
}
