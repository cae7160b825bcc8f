import { describe, expect, it } from 'vitest';
import {
  entryReached,
  isUsdBase,
  limitOnRightSide,
  overnightFee,
  mustLiquidate,
  pnl,
  riskRate,
  shareWellFormed,
  sizing,
  stopReached,
  stopsValid,
  type Side,
} from './formulas';

const LONG: Side = 1;
const SHORT: Side = 2;

describe('sizing (docs/domain.md: notional = price × lots × lot_size, margin = notional / leverage, fee 0.1%)', () => {
  const cases: Array<[string, Parameters<typeof sizing>[0], ReturnType<typeof sizing>]> = [
    [
      '1 BTC lot at 100000, 10×',
      { price: '100000', share: '1', lotSize: '0.01', leverage: 10, feeRate: '0.001', places: 6 },
      { qty: '0.01', notional: '1000', margin: '100', fee: '1' },
    ],
    [
      '2.5 ETH lots at 3400.55, 20×',
      { price: '3400.55', share: '2.5', lotSize: '0.1', leverage: 20, feeRate: '0.001', places: 6 },
      { qty: '0.25', notional: '850.1375', margin: '42.506875', fee: '0.850138' },
    ],
    [
      'margin rounds up to the currency precision',
      { price: '1.08001', share: '1', lotSize: '1000', leverage: 100, feeRate: '0.001', places: 2 },
      { qty: '1000', notional: '1080.01', margin: '10.81', fee: '1.09' },
    ],
    [
      'USD/JPY: lots are dollars, so 1 lot of 1000 is a notional of 1000 whatever the rate',
      {
        price: '150.123',
        share: '1',
        lotSize: '1000',
        leverage: 50,
        feeRate: '0.001',
        places: 6,
        usdBase: true,
      },
      { qty: '1000', notional: '1000', margin: '20', fee: '1' },
    ],
  ];
  it.each(cases)('%s', (_name, input, out) => expect(sizing(input)).toEqual(out));
});

describe('PnL (long (mark − open) × qty, short the reverse; profits round down, losses up)', () => {
  const cases: Array<[Side, string, string, string, string]> = [
    [LONG, '100000', '101000', '0.01', '10'],
    [LONG, '100000', '97940', '0.1', '-206'],
    [SHORT, '4000', '3990', '1', '10'],
    [SHORT, '4000', '4120', '0.5', '-60'],
    [LONG, '1.00001', '1.00002', '0.03', '0'],
    [LONG, '1.00002', '1.00001', '0.03', '-0.000001'],
    [SHORT, '10', '10', '5', '0'],
  ];
  it.each(cases)('side %s open %s mark %s qty %s → %s', (side, open, mark, qty, expected) =>
    expect(pnl(side, open, mark, qty, 6)).toBe(expected),
  );
});

describe('a USD-base pair (USD/JPY): PnL in yen, converted to USDT at the price it is valued at', () => {
  it('knows which pairs are USD-base', () => {
    expect(isUsdBase({ base: 'USD', quote: 'JPY' })).toBe(true);
    expect(isUsdBase({ base: 'EUR', quote: 'USD' })).toBe(false);
    expect(isUsdBase({ base: 'BTC', quote: 'USDT' })).toBe(false);
  });
  const cases: Array<[Side, string, string, string, string]> = [
    // (151.5 − 150) × 1000 = 1500 JPY = 1500 / 151.5 = 9.90099009… USDT, a profit rounded down
    [LONG, '150', '151.5', '1000', '9.90099'],
    // (148.5 − 150) × 1000 = −1500 JPY = −1500 / 148.5 = −10.1010101… USDT, a loss rounded up
    [LONG, '150', '148.5', '1000', '-10.10102'],
    [SHORT, '150', '148.5', '1000', '10.10101'],
    [SHORT, '150', '150', '1000', '0'],
  ];
  it.each(cases)('side %s open %s mark %s qty %s → %s', (side, open, mark, qty, expected) =>
    expect(pnl(side, open, mark, qty, 5, true)).toBe(expected),
  );
  it('charges the overnight fee on the dollar notional', () => {
    expect(overnightFee('150.5', '1000', '0.0005', 6, true)).toBe('0.5');
    expect(overnightFee('1.08', '1000', '0.0005', 6)).toBe('0.54');
  });
});

describe('risk rate and liquidation (≤ 50%)', () => {
  const cases: Array<[string, string, string, boolean]> = [
    ['91', '180', '50.55', false],
    ['90', '180', '50.00', true],
    ['-4', '180', '-2.22', true],
    ['286', '180', '158.88', false],
    ['100', '0', '0', false],
  ];
  it.each(cases)('equity %s over margin %s → %s%%', (equity, margin, rate, liquidate) => {
    expect(riskRate(equity, margin)).toBe(rate);
    expect(mustLiquidate(equity, margin, '50')).toBe(liquidate);
  });
});

describe('triggers at a mark', () => {
  const stops: Array<[Side, string | null, string | null, string, 'tp' | 'sl' | null]> = [
    [LONG, '101000', '99000', '100999.99', null],
    [LONG, '101000', '99000', '101000', 'tp'],
    [LONG, '101000', '99000', '99000', 'sl'],
    [LONG, null, '99000', '150000', null],
    [SHORT, '3900', '4100', '3900', 'tp'],
    [SHORT, '3900', '4100', '4120', 'sl'],
    [SHORT, '3900', null, '4120', null],
  ];
  it.each(stops)('side %s TP %s SL %s at %s → %s', (side, tp, sl, mark, out) =>
    expect(stopReached({ side, target_profit_price: tp, stop_loss_price: sl }, mark)).toBe(out),
  );

  it('opens a long entry at or below its price, a short at or above', () => {
    expect(entryReached(LONG, '99000', '99000.01')).toBe(false);
    expect(entryReached(LONG, '99000', '98990')).toBe(true);
    expect(entryReached(SHORT, '4100', '4099.99')).toBe(false);
    expect(entryReached(SHORT, '4100', '4100')).toBe(true);
    expect(limitOnRightSide(LONG, '99000', '100000')).toBe(true);
    expect(limitOnRightSide(LONG, '100000', '100000')).toBe(false);
    expect(limitOnRightSide(SHORT, '100001', '100000')).toBe(true);
  });

  it('accepts only levels that do not trigger at once', () => {
    expect(stopsValid(LONG, '100', '101', '99')).toBe(true);
    expect(stopsValid(LONG, '100', '100', null)).toBe(false);
    expect(stopsValid(LONG, '100', null, '100')).toBe(false);
    expect(stopsValid(SHORT, '100', '99', '101')).toBe(true);
    expect(stopsValid(SHORT, '100', '101', null)).toBe(false);
    expect(stopsValid(SHORT, '100', null, null)).toBe(true);
  });

  it('takes lots with at most two decimals', () => {
    expect(shareWellFormed('0.01')).toBe(true);
    expect(shareWellFormed('12.5')).toBe(true);
    expect(shareWellFormed('0.001')).toBe(false);
    expect(shareWellFormed('0')).toBe(false);
  });
});
