import {
  COPY_FOLLOW_STATUS,
  COPY_TRADER_STATUS,
  type CopyFollow,
  type CopyMyCopy,
  type CopyPosition,
  type CopySkip,
  type CopyTraderDetail,
  type CopyTraderRow,
  type Lang,
  type copyApplicationSchema,
} from '@tidemark/contracts';
import type { z } from 'zod';
import type { SettingKey, SettingValue } from '../../platform/settings';
import type * as repo from './copytrade.repo';
import { demoTraderText } from './demo';
import { percent } from './stats';

/**
 * Traders, follows, copies and skips as the app shows them, shaped from rows read beforehand:
 * no query here. Each list's page is one joined query in copytrade.repo.ts; the service reads
 * the rows and hands them to these functions.
 */

const seconds = (ms: number) => Math.floor(ms / 1000);
const EMPTY_CURVE: Array<{ day: string; pnl: string }> = [];

export function positionView(p: repo.PositionView): CopyPosition {
  return {
    id: p.id,
    symbol: p.symbol,
    type: p.side,
    status: p.status,
    share: p.share,
    multiple: p.leverage,
    price: p.open_price,
    close_price: p.close_price,
    origin_caution_money: p.margin,
    fact_profits: p.realised_pnl,
    close_reason: p.close_reason,
    // The tick's own time in ms, as the contract endpoints give it (it names the tick).
    open_tick_ts: p.open_tick_ms,
    close_tick_ts: p.close_tick_ms,
    created_at: seconds(p.created_at_ms),
  };
}

export function followView(f: repo.MyFollowView): CopyFollow {
  return {
    id: f.id,
    trader_user_id: f.trader_id,
    nickname: f.nickname,
    type: f.type,
    number: f.number,
    max_margin: f.max_margin,
    status: f.status,
    created_at: seconds(f.created_at_ms),
    shares_paid: f.shares_paid,
    realised_pnl: f.realised_pnl,
  };
}

export function applicationView(r: repo.TraderRow): z.infer<typeof copyApplicationSchema> {
  return {
    user_id: r.user_id,
    nickname: r.nickname,
    introduction: r.introduction,
    experience: r.experience,
    status: r.status,
    reject_reason: r.reject_reason,
    applied_at: seconds(r.applied_at_ms),
  };
}

export function myCopyView(r: repo.MyCopyView): CopyMyCopy {
  return {
    ...positionView(r),
    trader_user_id: r.trader_id,
    nickname: r.nickname,
    trader_position_id: r.trader_position_id,
    detached: r.detached_at_ms !== null,
    share_paid: r.share_paid,
  };
}

export function skipView(r: repo.SkipView): CopySkip {
  return {
    id: r.id,
    trader_user_id: r.trader_id,
    nickname: r.nickname,
    trader_position_id: r.trader_position_id,
    symbol: r.symbol,
    reason: r.reason as CopySkip['reason'],
    created_at: seconds(r.created_at_ms),
  };
}

export function traderRowView(r: repo.IndexRow): CopyTraderRow {
  return {
    id: r.user_id,
    nickname: r.nickname,
    head_portrait: '',
    closed_count: r.closed_count ?? 0,
    total_profits: r.total_profits ?? '0',
    correct_rate: percent(String(r.win_count ?? 0), String(r.closed_count ?? 0)),
    total_income_rate: percent(r.total_profits ?? '0', r.margin_used ?? '0'),
    follow_num: r.follow_num,
    followers_max: r.followers_max,
    paused: r.paused,
    is_followed: r.is_followed,
  };
}

/** What a trader's profile reads besides the trader's own row (all read before shaping). */
export interface TraderDetailData {
  stats: repo.StatsRow | null;
  mine: repo.MyFollowView | undefined;
  last: Awaited<ReturnType<typeof repo.lastClosed>>;
  followNum: number;
  positionCount: number;
  settings: { [K in TraderDetailSetting]: SettingValue<K> };
}
type TraderDetailSetting = Extract<
  SettingKey,
  'copy_follows_max' | 'copy_multiple_max' | 'copy_profit_share_rate' | 'lever_fee_rate'
>;

export function traderDetailView(
  t: repo.TraderRow,
  d: TraderDetailData,
  lang: Lang,
): CopyTraderDetail {
  const { stats: st, mine, last, settings: s } = d;
  return {
    trader_info: {
      id: t.user_id,
      is_trader: t.status === COPY_TRADER_STATUS.active,
      nickname: t.nickname,
      head_portrait: '',
      introduction: demoTraderText(t.introduction, lang),
      experience: demoTraderText(t.experience, lang),
      paused: t.paused,
      followers_max: t.followers_max,
      status: t.status,
    },
    data: {
      total_profits: st?.total_profits ?? '0',
      closed_count: st?.closed_count ?? 0,
      win_count: st?.win_count ?? 0,
      correct_rate: percent(String(st?.win_count ?? 0), String(st?.closed_count ?? 0)),
      total_income_rate: percent(st?.total_profits ?? '0', st?.margin_used ?? '0'),
      max_drawdown: st?.max_drawdown ?? '0',
      assets_under_copy: st?.assets_under_copy ?? '0',
      curve: st?.curve ?? EMPTY_CURVE,
      computed_at: st ? seconds(st.computed_at_ms) : null,
      follow_num: d.followNum,
      riseCount: st?.rise_count ?? 0,
      fallCount: st?.fall_count ?? 0,
      position_count: d.positionCount,
    },
    is_followed: mine?.status === COPY_FOLLOW_STATUS.active,
    my_follow: mine ? followView(mine) : null,
    last_trade: last
      ? {
          symbol: last.symbol,
          type: last.side,
          share: last.share,
          price: last.open_price,
          multiple: last.leverage,
          lot_size: last.lot_size,
          fee_rate: s.lever_fee_rate,
        }
      : null,
    limits: {
      follows_max: s.copy_follows_max,
      multiple_max: s.copy_multiple_max,
      profit_share_rate: s.copy_profit_share_rate,
    },
  };
}
