import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { alertCreateRequest, alertIdRequest, alertListRequest, alertSchema } from './schemas';

/** Price alerts: the description had none; these follow the `/api/<area>/<verb>` paths. */
export const alertsEndpoints = {
  add: endpoint({
    method: 'POST',
    path: '/api/alert/add',
    auth: 'user',
    input: alertCreateRequest,
    output: alertSchema,
  }),
  list: pagedEndpoint({
    method: ['GET', 'POST'],
    path: '/api/alert/list',
    auth: 'user',
    input: alertListRequest,
    item: alertSchema,
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/alert/delete',
    auth: 'user',
    input: alertIdRequest,
    output: z.object({ id: z.number().int() }),
  }),
} as const;
