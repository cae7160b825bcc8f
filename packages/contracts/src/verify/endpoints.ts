import { endpoint } from '../common/endpoint';
import { mySettlementsRequest, mySettlementsSchema } from './kinds';

/** "Verify my settlements": a user's own settled orders with the ticks that decided them. */
export const verifyEndpoints = {
  /** The user's settled orders in [from, to), each recomputed from its stored ticks. */
  mySettlements: endpoint({
    method: 'GET',
    path: '/api/verify/my_settlements',
    auth: 'user',
    input: mySettlementsRequest,
    output: mySettlementsSchema,
  }),
};
