import type { PageQuery, UserProduct } from '@tidemark/contracts';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Queryable } from '../../platform/db';
import type { Platform } from '../../platform/module';
import { housePnlPerDay } from '../../ledger';
import type { UserOrders } from '../../platform/user-orders';
import { spotConsoleOrders } from '../spot';
import { leverConsoleOrders } from '../lever';
import { optionsConsoleOrders } from '../options';
import { earnConsoleOrders } from '../earn';
import { dualConsoleOrders } from '../dual';
import { launchpadConsoleOrders, projectsByPhase } from '../launchpad';
import { copytradeConsoleOrders } from '../copytrade';
import { nftConsoleOrders } from '../nft';
import { otcConsoleOrders } from '../otc';
import { loansConsoleOrders } from '../loans';
import { operatorsByIds } from '../admin';
import * as repo from './backoffice.repo';

type Actor = { operatorId: number; ip: string };
const window = (p: PageQuery) => ({ limit: p.limit, offset: (p.page - 1) * p.limit });

/** Canned replies with the name of the operator who last changed each. */
async function named(db: Queryable, rows: repo.StoredCannedRow[]) {
  const operators = await operatorsByIds(
    db,
    rows.map((r) => r.updated_by),
  );
  return rows.map((r) => ({ ...r, updated_by: operators.get(r.updated_by)?.name ?? '' }));
}

/** Each product's orders of a user, read by the module that owns them. */
const USER_ORDERS: Record<UserProduct, UserOrders> = {
  spot: spotConsoleOrders,
  contract: leverConsoleOrders,
  options: optionsConsoleOrders,
  earn: earnConsoleOrders,
  dual: dualConsoleOrders,
  ieo: launchpadConsoleOrders,
  copytrade: copytradeConsoleOrders,
  nft: nftConsoleOrders,
  otc: otcConsoleOrders,
  loans: loansConsoleOrders,
};

/**
 * The console's queues beyond its own (IEO projects by phase), the support desk's canned
 * replies, the house result report, and a user's orders and positions of every product.
 * Everything but the canned replies only reads.
 */
export function createBackofficeService(platform: Pick<Platform, 'db'>) {
  const { db } = platform;
  return {
    ieoProjects: (phase: string | undefined, page: PageQuery) =>
      projectsByPhase(db, phase, window(page)),

    async cannedReplies(page: PageQuery) {
      const { rows, total } = await repo.cannedReplies(db, window(page));
      return { rows: await named(db, rows), total };
    },

    /** Creates (no id) or edits a canned reply; the audit log keeps before and after. */
    async saveCannedReply(
      actor: Actor,
      input: { id?: number | undefined; title: string; text: string },
    ) {
      const id = await db.tx(async (tx) => {
        let before: { title: string; text: string } | null = null;
        let id = input.id;
        if (id !== undefined) {
          const found = await repo.cannedReplyForUpdate(tx, id);
          if (!found) throw new AppError('not_found');
          before = { title: found.title, text: found.text };
          await repo.updateCannedReply(tx, { id, ...input, operatorId: actor.operatorId });
        } else id = await repo.insertCannedReply(tx, { ...input, operatorId: actor.operatorId });
        await recordAudit(tx, actor, {
          action: before ? 'canned_reply.edit' : 'canned_reply.create',
          targetType: 'canned_reply',
          targetId: id,
          detail: { before, after: { title: input.title, text: input.text } },
        });
        return id;
      });
      return (await named(db, [(await repo.cannedReply(db, id))!]))[0]!;
    },

    async deleteCannedReply(actor: Actor, id: number) {
      return db.tx(async (tx) => {
        const found = await repo.cannedReplyForUpdate(tx, id);
        if (!found) throw new AppError('not_found');
        await repo.deleteCannedReply(tx, id);
        await recordAudit(tx, actor, {
          action: 'canned_reply.delete',
          targetType: 'canned_reply',
          targetId: id,
          detail: { before: { title: found.title, text: found.text }, after: null },
        });
        return { id };
      });
    },

    housePnl: async (days: number) => ({ rows: await housePnlPerDay(db, days) }),

    userProducts: (
      input: {
        user_id: number;
        product: UserProduct;
        status?: string | undefined;
        sort: 'created_at' | 'amount';
        order: 'asc' | 'desc';
      },
      page: PageQuery,
    ) =>
      USER_ORDERS[input.product].page(
        db,
        { userId: input.user_id, status: input.status, sort: input.sort, order: input.order },
        window(page),
      ),

    /** How many orders of each product and status a user has: the tabs' counts and filters. */
    userProductCounts: async (userId: number) => {
      const counts: Array<{ product: UserProduct; status: string; count: number }> = [];
      for (const product of (Object.keys(USER_ORDERS) as UserProduct[]).sort())
        for (const c of await USER_ORDERS[product].counts(db, userId))
          counts.push({ product, ...c });
      return { counts };
    },
  };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;
