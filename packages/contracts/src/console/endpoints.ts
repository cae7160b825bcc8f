import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { idSchema } from '../common/ids';
import {
  adminEndedResultSchema,
  adminLogoutResultSchema,
  adminRestrictResultSchema,
} from './results';
import {
  consoleAccountJournalsQuery,
  consoleAdjustmentCreateRequest,
  consoleAdjustmentDecisionRequest,
  consoleAdjustmentSchema,
  consoleAdjustmentsQuery,
  consoleDashboardSchema,
  consoleEndOperatorSessionRequest,
  consoleEndOwnSessionRequest,
  consoleEndSessionsRequest,
  consoleJournalDetailSchema,
  consoleJournalRowSchema,
  consoleLedgerCheckSchema,
  consoleMeSchema,
  consoleReportsSchema,
  consoleRestrictRequest,
  consoleUserDetailSchema,
  consoleUserIdRequest,
  consoleUserRowSchema,
  consoleUserSearchQuery,
  operatorSessionSchema,
} from './schemas';

/** A decision on a proposed balance adjustment: the approving role's, never the proposer's. */
const adjustmentDecision = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'operator',
    permission: 'adjustments.approve',
    input: consoleAdjustmentDecisionRequest,
    output: consoleAdjustmentSchema,
  });

/**
 * The operator console's own API: the operator and their sessions, the dashboard, users and
 * their ledger, balance adjustments (proposed by one operator, decided by another) and reports.
 */
export const consoleEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    auth: 'operator',
    permission: 'console.home',
    output: consoleMeSchema,
  }),
  /** The signed-in operator's own sessions. */
  sessions: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/sessions',
    auth: 'operator',
    permission: 'console.home',
    item: operatorSessionSchema,
  }),
  /** Every operator's sessions. */
  operatorSessions: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/operator_sessions',
    auth: 'operator',
    permission: 'audit.read',
    item: operatorSessionSchema,
  }),
  /** Ends another session of the signed-in operator. */
  endOwnSession: endpoint({
    method: 'POST',
    path: '/api/admin/sessions/end',
    auth: 'operator',
    permission: 'console.home',
    input: consoleEndOwnSessionRequest,
    output: adminEndedResultSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'operator',
    permission: 'console.home',
    output: adminLogoutResultSchema,
  }),
  /** Ends any operator's session, with a reason. */
  endOperatorSession: endpoint({
    method: 'POST',
    path: '/api/admin/operator_sessions/end',
    auth: 'operator',
    permission: 'operators.manage',
    input: consoleEndOperatorSessionRequest,
    output: adminEndedResultSchema,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    auth: 'operator',
    permission: 'console.home',
    output: consoleDashboardSchema,
  }),
  users: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserSearchQuery,
    item: consoleUserRowSchema,
  }),
  userDetail: endpoint({
    method: 'GET',
    path: '/api/admin/users/detail',
    auth: 'operator',
    permission: 'users.read',
    input: consoleUserIdRequest,
    output: consoleUserDetailSchema,
  }),
  /** One account's ledger journals. */
  ledgerEntries: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/ledger/entries',
    auth: 'operator',
    permission: 'users.read',
    input: consoleAccountJournalsQuery,
    item: consoleJournalRowSchema,
  }),
  /** One journal with its entries. */
  ledgerEntry: endpoint({
    method: 'GET',
    path: '/api/admin/ledger/entry',
    auth: 'operator',
    permission: 'users.read',
    input: z.object({ journal_id: idSchema }),
    output: consoleJournalDetailSchema,
  }),
  restrictUser: endpoint({
    method: 'POST',
    path: '/api/admin/users/restrict',
    auth: 'operator',
    permission: 'users.restrict',
    input: consoleRestrictRequest,
    output: adminRestrictResultSchema,
  }),
  endUserSessions: endpoint({
    method: 'POST',
    path: '/api/admin/users/end_sessions',
    auth: 'operator',
    permission: 'users.restrict',
    input: consoleEndSessionsRequest,
    output: adminEndedResultSchema,
  }),
  adjustments: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/adjustments',
    auth: 'operator',
    permission: 'adjustments.create',
    input: consoleAdjustmentsQuery,
    item: consoleAdjustmentSchema,
  }),
  proposeAdjustment: endpoint({
    method: 'POST',
    path: '/api/admin/adjustments/create',
    auth: 'operator',
    permission: 'adjustments.create',
    input: consoleAdjustmentCreateRequest,
    output: consoleAdjustmentSchema,
  }),
  approveAdjustment: adjustmentDecision('/api/admin/adjustments/approve'),
  rejectAdjustment: adjustmentDecision('/api/admin/adjustments/reject'),
  reports: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    auth: 'operator',
    permission: 'reports.read',
    output: consoleReportsSchema,
  }),
  ledgerCheck: endpoint({
    method: 'POST',
    path: '/api/admin/reports/ledger_check',
    auth: 'operator',
    permission: 'reports.read',
    output: consoleLedgerCheckSchema,
  }),
} as const;

export type ConsoleEndpoints = typeof consoleEndpoints;
