import type { ChainDeposit, adminChainDepositSchema } from '@tidemark/contracts';
import type { z } from 'zod';
import type { DepositRow } from './deposits.repo';

/**
 * On-chain deposits as their owner and operators see them, shaped from rows and chain state
 * read beforehand: no query here. A page reads its rows in one query and each chain's scanned
 * tip once, whatever the page's length (`views` in deposits.service.ts).
 */

/** What a deposit's view needs of its chain: the last scanned block and the chain's settings. */
export interface DepositChainState {
  tip: number | null;
  required: number;
  explorerTxUrl: string;
}

/** A deposit as its owner sees it: confirmations up to the last block the watcher scanned. */
export function chainDepositView(d: DepositRow, at: DepositChainState): ChainDeposit {
  const onChain = d.status !== 'orphaned' && d.status !== 'reorged';
  return {
    id: d.id,
    chain: d.chain,
    currency_id: d.currency_id,
    currency_name: d.currency_name,
    amount: d.amount,
    tx_hash: d.tx_hash,
    confirmations: onChain && at.tip !== null ? Math.max(0, at.tip - d.block_number + 1) : 0,
    required: at.required,
    status: d.status,
    explorer_url: at.explorerTxUrl ? at.explorerTxUrl.replace('{hash}', d.tx_hash) : '',
    created_at: d.created_at,
    credited_at: d.credited_at,
  };
}

/** The operator's row: the owner's view with who deposited, from where, in which block. */
export function adminChainDepositView(
  d: DepositRow,
  at: DepositChainState,
): z.infer<typeof adminChainDepositSchema> {
  return {
    ...chainDepositView(d, at),
    user_id: d.user_id,
    address: d.address,
    sender: d.sender,
    block_number: d.block_number,
  };
}
