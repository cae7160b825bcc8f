import { type OrderBy, type OrderDraft, type OrderKind, type OrderSide } from './order-rules';

/**
 * What the user does to the order form. The form, the depth (a tapped price) and the slider
 * all change one draft, so they go through one reducer.
 */
export type DraftAction =
  | { type: 'side'; side: OrderSide }
  | { type: 'kind'; kind: OrderKind }
  | { type: 'price'; price: string }
  /** The last price, offered once while the user has not set a price. */
  | { type: 'suggestPrice'; price: string }
  /** A price tapped in the depth: a limit order at that price. */
  | { type: 'pickPrice'; price: string }
  | { type: 'amount'; amount: string }
  | { type: 'stopPrice'; stopPrice: string }
  /** A market buy: by quantity or by total. */
  | { type: 'by'; by: OrderBy }
  | { type: 'total'; total: string; percent?: number }
  | { type: 'percent'; percent: number; amount: string }
  /** After an order was placed: the quantity goes, side, type and price stay. */
  | { type: 'placed' };

export function draftReducer(draft: OrderDraft, action: DraftAction): OrderDraft {
  switch (action.type) {
    case 'side':
      return draft.side === action.side
        ? draft
        : { ...draft, side: action.side, amount: '', percent: null };
    case 'kind':
      return draft.kind === action.kind
        ? draft
        : { ...draft, kind: action.kind, amount: '', percent: null };
    case 'price':
      return { ...draft, price: action.price, priceTouched: true, percent: null };
    case 'suggestPrice':
      return draft.priceTouched || draft.price !== '' ? draft : { ...draft, price: action.price };
    case 'pickPrice':
      return { ...draft, kind: 'limit', price: action.price, priceTouched: true, percent: null };
    case 'amount':
      return { ...draft, amount: action.amount, percent: null };
    case 'stopPrice':
      return { ...draft, stopPrice: action.stopPrice };
    case 'by':
      return draft.by === action.by
        ? draft
        : { ...draft, by: action.by, amount: '', total: '', percent: null };
    case 'total':
      return { ...draft, total: action.total, percent: action.percent ?? null };
    case 'percent':
      return { ...draft, amount: action.amount, percent: action.percent };
    case 'placed':
      return { ...draft, amount: '', total: '', percent: null };
  }
}
