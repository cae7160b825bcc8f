import { z } from 'zod';
import { endpoint, pagedEndpoint } from '../common/endpoint';
import { consoleOptionPeriodRequest, consoleOptionPeriodSchema } from '../console/products';
import {
  optionCurrencySchema,
  optionListRequest,
  optionOrderSchema,
  optionPairSchema,
  optionPeriodSchema,
  optionResultRequest,
  optionSubmitRequest,
} from './schemas';

/** Reads answer GET and POST alike (the description's client uses both). */
const READ = ['GET', 'POST'] as const;

/** Seconds options (the description's /microtrade paths) and the console's option periods. */
export const optionsEndpoints = {
  payableCurrencies: endpoint({
    method: READ,
    path: '/api/microtrade/payable_currencies',
    auth: 'public',
    output: z.array(optionCurrencySchema),
  }),
  pairs: endpoint({
    method: READ,
    path: '/api/microtrade/pairs',
    auth: 'public',
    output: z.array(optionPairSchema),
  }),
  periods: endpoint({
    method: READ,
    path: '/api/microtrade/seconds',
    auth: 'public',
    output: z.array(optionPeriodSchema),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/microtrade/submit',
    auth: 'kyc',
    input: optionSubmitRequest,
    output: optionOrderSchema,
  }),
  orders: pagedEndpoint({
    method: READ,
    path: '/api/microtrade/lists',
    auth: 'user',
    input: optionListRequest,
    item: optionOrderSchema,
  }),
  result: endpoint({
    method: READ,
    path: '/api/microtrade/get_result',
    auth: 'user',
    input: optionResultRequest,
    output: optionOrderSchema,
  }),
  consolePeriods: endpoint({
    method: 'GET',
    path: '/api/admin/options/periods',
    auth: 'operator',
    permission: 'products.manage',
    output: z.array(consoleOptionPeriodSchema),
  }),
  savePeriod: endpoint({
    method: 'POST',
    path: '/api/admin/options/period',
    auth: 'operator',
    permission: 'products.manage',
    input: consoleOptionPeriodRequest,
    output: consoleOptionPeriodSchema,
  }),
} as const;
