import type { UserInfo } from '@tidemark/contracts';
import type { UserRow } from './account.repo';

/** Wire shapes of the account module. Times are Unix seconds. */

/** The signed-in user's profile; `reviewStatus` is the level-1 application's 0 none, 1 in review, 2 approved. */
export const toUserInfo = (u: UserRow, reviewStatus: number): UserInfo => ({
  id: u.id,
  account: u.email ?? `+${u.area_code} ${u.phone}`,
  email: u.email,
  phone: u.phone,
  area_code: u.area_code,
  nickname: u.nickname,
  signature: u.signature,
  head_portrait: u.avatar,
  extension_code: u.extension_code,
  lang: u.lang as UserInfo['lang'],
  fiat: u.fiat as UserInfo['fiat'],
  kyc_level: u.kyc_level,
  review_status: reviewStatus,
  pay_password_set: u.pay_password_hash !== null,
  totp_enabled: u.totp_enabled,
  anti_phishing_set: u.anti_phishing_code !== null,
  created_at: Math.floor(u.created_at.getTime() / 1000),
});

/** One live session of the user; `currentId` is the session making the request. */
export const toSessionEntry = (
  s: { id: number; user_agent: string; ip: string; created_at: number; last_seen_at: number },
  currentId: number,
) => ({
  id: s.id,
  device: s.user_agent.slice(0, 120) || 'unknown',
  ip: s.ip,
  created_at: s.created_at,
  last_seen_at: s.last_seen_at,
  current: s.id === currentId,
});
