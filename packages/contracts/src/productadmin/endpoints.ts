import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  consoleSettingSchema,
  consoleSettingsQuery,
  consoleSettingUpdateRequest,
} from '../console/products';

/** The settings registry of the console: the product role's. */
export const productadminEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/settings',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSettingsQuery,
    output: z.array(consoleSettingSchema),
  }),
  updateSetting: endpoint({
    method: 'POST',
    path: '/api/admin/settings',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleSettingUpdateRequest,
    output: consoleSettingSchema,
  }),
} as const;
