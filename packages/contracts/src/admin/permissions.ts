/**
 * Operator roles and what each may do. The server checks the permission a route declares
 * against the role of the operator's session; the console reads the same table only to hide
 * what would be refused anyway.
 */
export const OPERATOR_ROLES = [
  'admin',
  'compliance',
  'finance',
  'support',
  'content',
  'product',
] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  /** The dashboard's queue counts and one's own sessions. */
  'console.home',
  /** Identity verification queue and decisions. */
  'kyc.review',
  /** User search, profile, identity, balances, journals, sessions (read). */
  'users.read',
  /** End a user's sessions, freeze or unfreeze login or withdrawals. */
  'users.restrict',
  /** Deposit and withdrawal queues and decisions. */
  'funds.review',
  /** Propose a manual balance adjustment. */
  'adjustments.create',
  /** Approve or reject another operator's proposal. */
  'adjustments.approve',
  /** Ledger check, system balances, liabilities, flows per day. */
  'reports.read',
  /** The audit log and every operator's sessions. */
  'audit.read',
  /** News, banners and NFT listing reviews. */
  'content.manage',
  /** Earn, dual and launchpad products, coupons and campaigns. */
  'products.manage',
  /** Copy-trading trader applications. */
  'traders.review',
  /** Live support chat and feedback replies. */
  'support.desk',
  /** OTC merchant applications and order appeals (release or refund). */
  'otc.review',
  /** End another operator's session (a lost laptop, someone leaving). */
  'operators.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const ALL: readonly OperatorPermission[] = OPERATOR_PERMISSIONS;

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  admin: ALL,
  compliance: [
    'console.home',
    'kyc.review',
    'users.read',
    'users.restrict',
    'audit.read',
    'traders.review',
    'otc.review',
  ],
  finance: [
    'console.home',
    'users.read',
    'funds.review',
    'adjustments.create',
    'adjustments.approve',
    'reports.read',
    'otc.review',
  ],
  support: ['console.home', 'users.read', 'users.restrict', 'support.desk'],
  content: ['console.home', 'content.manage'],
  product: ['console.home', 'products.manage'],
};

export function isOperatorRole(role: string): role is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(role);
}

export function roleAllows(role: string, permission: OperatorPermission): boolean {
  return isOperatorRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
