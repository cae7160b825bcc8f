import { endpoint } from '../common/endpoint';
import {
  leverBatchCloseRequest,
  leverBatchCloseSchema,
  leverDealAllRequest,
  leverDealAllSchema,
  leverDealSchema,
  leverIdRequest,
  leverMyTradeRequest,
  leverMyTradeSchema,
  leverPairSelector,
  leverPositionSchema,
  leverSetStopRequest,
  leverSubmitRequest,
} from './schemas';

/** Contracts (lever): every endpoint needs a login and identity verification level 1. */
export const leverEndpoints = {
  deal: endpoint({
    method: 'POST',
    path: '/api/lever/deal',
    auth: 'kyc',
    input: leverPairSelector,
    output: leverDealSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/lever/submit',
    auth: 'kyc',
    input: leverSubmitRequest,
    output: leverPositionSchema,
  }),
  positions: endpoint({
    method: 'POST',
    path: '/api/lever/dealall',
    auth: 'kyc',
    input: leverDealAllRequest,
    output: leverDealAllSchema,
  }),
  history: endpoint({
    method: 'POST',
    path: '/api/lever/my_trade',
    auth: 'kyc',
    input: leverMyTradeRequest,
    output: leverMyTradeSchema,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/lever/close',
    auth: 'kyc',
    input: leverIdRequest,
    output: leverPositionSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/lever/cancel',
    auth: 'kyc',
    input: leverIdRequest,
    output: leverPositionSchema,
  }),
  setStop: endpoint({
    method: 'POST',
    path: '/api/lever/setstop',
    auth: 'kyc',
    input: leverSetStopRequest,
    output: leverPositionSchema,
  }),
  batchClose: endpoint({
    method: 'POST',
    path: '/api/lever/batch_close',
    auth: 'kyc',
    input: leverBatchCloseRequest,
    output: leverBatchCloseSchema,
  }),
} as const;
