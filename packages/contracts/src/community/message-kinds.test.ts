import { describe, expect, it } from 'vitest';
import { renderMessage } from './message-kinds';

const opened = {
  trader: 'Tidal',
  symbol: 'BTC/USDT',
  position_id: '12',
  lots: '0.5',
  price: '95838.2',
};
const closed = {
  trader: 'Tidal',
  symbol: 'BTC/USDT',
  position_id: '12',
  price: '96012.55',
  pnl: '-0.73995',
  share: '0.080575',
  currency: 'USDT',
};

describe('inbox figures', () => {
  it('write lots at their two decimals and a price grouped, in the reader’s separators', () => {
    expect(renderMessage('copy_opened', opened, 'en').content).toContain('0.50 lots at 95,838.2.');
    expect(renderMessage('copy_opened', opened, 'fra').content).toContain(
      '0,50 lots à 95\u202f838,2.',
    );
  });

  it('write a result signed and a profit share at USDT’s places, towards zero', () => {
    const text = renderMessage('copy_closed', closed, 'en').content;
    expect(text).toContain('closed at 96,012.55.');
    expect(text).toContain('Result: -0.73 USDT');
    expect(text).toContain('profit share to the trader: 0.08 USDT');
    expect(renderMessage('copy_closed', { ...closed, pnl: '12.349' }, 'spa').content).toContain(
      'Resultado: +12,34 USDT',
    );
  });

  it('write a price alert’s tick price and target grouped, as recorded', () => {
    const alert = { symbol: 'BTC/USDT', price: '41000.5', target: '41000' };
    expect(renderMessage('price_alert', alert, 'en').content).toBe(
      'BTC/USDT reached 41,000.5 (your target 41,000).',
    );
    expect(renderMessage('price_alert', alert, 'fra').content).toContain('41\u202f000,5');
  });
});
