import type { TextKey } from '../i18n';
import type { Me } from '../me';

/** What the users screen asks the server and shows of a user, kept pure. */
type Text = (key: TextKey) => string;

type Frozen = 'login' | 'withdraw';
export interface UserFilter {
  kyc_level?: number;
  frozen?: Frozen;
  order: 'asc' | 'desc';
}

interface Sorted {
  order?: 'ascend' | 'descend' | null;
  columnKey?: unknown;
}

const first = <S>(sorter: S | S[]): S | undefined => (Array.isArray(sorter) ? sorter[0] : sorter);

/**
 * The table's filters and sort as the list route's query: one identity level, one kind of
 * freeze, newest first unless the id column is turned ascending. Anything else is left out.
 */
export function userFilterOf(
  filters: Record<string, readonly unknown[] | null | undefined>,
  sorter: Sorted | Sorted[],
): UserFilter {
  const kyc = filters.kyc_level?.[0];
  const frozen = filters.frozen?.[0];
  return {
    ...(typeof kyc === 'number' ? { kyc_level: kyc } : {}),
    ...(frozen === 'login' || frozen === 'withdraw' ? { frozen } : {}),
    order: first(sorter)?.order === 'ascend' ? 'asc' : 'desc',
  };
}

/** A phone number with its area code; nothing for a user who signed up by e-mail. */
export const phoneText = (r: { phone: string | null; area_code: string | null }) =>
  r.phone ? `+${r.area_code ?? ''} ${r.phone}` : '';

/** Whether the operator may freeze a user or end their sessions. */
export const canRestrict = (me: Pick<Me, 'permissions'>) =>
  me.permissions.includes('users.restrict');

/** One kind of freeze on the user's page: whether it holds, why, and what its button does. */
export function restrictionOf(
  d: {
    user: { login_frozen: boolean; withdraw_frozen: boolean };
    restrictions: ReadonlyArray<{ kind: string; reason: string }>;
  },
  kind: Frozen,
) {
  const frozen = kind === 'login' ? d.user.login_frozen : d.user.withdraw_frozen;
  return {
    frozen,
    reason: d.restrictions.find((x) => x.kind === kind)?.reason ?? '',
    button: (frozen ? 'users.unfreeze' : 'users.freeze') as TextKey,
  };
}

/** A posting's account: a system account by its code, a user's by whose and which. */
export const postingAccount = (
  p: { system_code: string | null; user_id: number | null; account_type: number | null },
  t: Text,
) =>
  p.system_code
    ? p.system_code
    : `${t('common.user')} ${p.user_id} · ${t(`acct.${p.account_type}` as TextKey)}`;

/** The products tab's sort: by time or amount when a column asks, newest first otherwise. */
export function productSortOf(sorter: Sorted | Sorted[]): {
  sort: 'created_at' | 'amount';
  order: 'asc' | 'desc';
} {
  const s = first(sorter);
  return s?.order && (s.columnKey === 'amount' || s.columnKey === 'created_at')
    ? { sort: s.columnKey, order: s.order === 'ascend' ? 'asc' : 'desc' }
    : { sort: 'created_at', order: 'desc' };
}

/** Which column shows the products tab's sort arrow, and which way. */
export const sortOrderOf = (
  sort: { sort: string; order: 'asc' | 'desc' },
  col: 'created_at' | 'amount',
) => (sort.sort === col ? (sort.order === 'asc' ? 'ascend' : 'descend') : null);
