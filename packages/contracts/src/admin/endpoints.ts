import { z } from 'zod';
import {
  adminKycDecisionRequest,
  adminKycEntrySchema,
  adminKycRejectRequest,
  adminLoginRequest,
  auditEntrySchema,
} from '../account/schemas';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { adminKycDecisionResultSchema, adminLoginResultSchema } from '../console/results';

/** The operator API: its own sign-in, identity review and the audit trail. */
export const adminEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    input: adminLoginRequest,
    output: adminLoginResultSchema,
  }),
  kycApplications: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/kyc',
    auth: 'operator',
    permission: 'kyc.review',
    input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
    item: adminKycEntrySchema,
  }),
  approveKyc: endpoint({
    method: 'POST',
    path: '/api/admin/kyc/approve',
    auth: 'operator',
    permission: 'kyc.review',
    input: adminKycDecisionRequest,
    output: adminKycDecisionResultSchema,
  }),
  rejectKyc: endpoint({
    method: 'POST',
    path: '/api/admin/kyc/reject',
    auth: 'operator',
    permission: 'kyc.review',
    input: adminKycRejectRequest,
    output: adminKycDecisionResultSchema,
  }),
  audit: pagedEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'operator',
    permission: 'audit.read',
    item: auditEntrySchema,
  }),
} as const;
