import { describe, expect, it } from 'vitest';
import type { OptionOrder, OptionPeriod } from '@tidemark/contracts';
import {
  elapsedPercent,
  formatCountdown,
  formatTickTime,
  outcomeFor,
  outcomeOf,
  priceMove,
  stakeProblem,
  winPayout,
  winProfit,
} from './option-rules';

const PERIOD_30: OptionPeriod = {
  seconds: 30,
  profit_ratio: '80',
  min_amount: '10',
  max_amount: '5000',
};

describe('expected profit and payout (what the server pays, rounded down to USDT’s 6 places)', () => {
  const CASES: Array<[stake: string, ratio: string, profit: string, payout: string]> = [
    ['100', '80', '80', '180'],
    ['12.345678', '82', '10.123455', '22.469133'],
    ['1000', '88', '880', '1880'],
    ['10', '85', '8.5', '18.5'],
    ['0.000001', '80', '0', '0.000001'],
  ];
  for (const [stake, ratio, profit, payout] of CASES) {
    it(`${stake} at ${ratio}% wins ${profit} and returns ${payout}`, () => {
      expect(winProfit(stake, ratio, 6)).toBe(profit);
      expect(winPayout(stake, ratio, 6)).toBe(payout);
    });
  }
});

describe('stake checks before the confirmation sheet', () => {
  const CASES: Array<
    [input: string, available: string | null, problem: ReturnType<typeof stakeProblem>]
  > = [
    ['', '100', 'amount'],
    ['0', '100', 'amount'],
    ['abc', '100', 'amount'],
    ['10.1234567', '100', 'amount_too_precise'],
    ['9.999999', '100', 'option_stake_below_minimum'],
    ['5000.000001', null, 'option_stake_above_maximum'],
    ['100.000001', '100', 'insufficient_balance'],
    ['10', '100', null],
    ['1,000', '5000', null],
    ['5000', null, null],
  ];
  for (const [input, available, problem] of CASES) {
    it(`"${input}" with ${available ?? 'no login'} → ${problem ?? 'ok'}`, () => {
      expect(stakeProblem(input, PERIOD_30, 6, available)).toBe(problem);
    });
  }
});

describe('how a result follows from the two ticks', () => {
  const CASES: Array<
    [direction: 'up' | 'down', open: string, close: string, move: string, outcome: string]
  > = [
    ['up', '96000.5', '96000.51', 'higher', 'win'],
    ['up', '96000.5', '96000.49', 'lower', 'loss'],
    ['up', '96000.5', '96000.50', 'equal', 'tie'],
    ['down', '96000.5', '95999.99', 'lower', 'win'],
    ['down', '96000.5', '96000.51', 'higher', 'loss'],
    ['down', '96000.5', '96000.5', 'equal', 'tie'],
  ];
  for (const [direction, open, close, move, outcome] of CASES) {
    it(`${direction}: ${open} → ${close} is ${move}, a ${outcome}`, () => {
      const m = priceMove(open, close);
      expect(m).toBe(move);
      expect(outcomeFor(direction, m)).toBe(outcome);
    });
  }

  it('reads the result of a settled order and none of an open one', () => {
    const base = { status: 3, profit_result: 1 } as OptionOrder;
    expect(outcomeOf(base)).toBe('win');
    expect(outcomeOf({ ...base, profit_result: -1 })).toBe('loss');
    expect(outcomeOf({ ...base, profit_result: 0 })).toBe('tie');
    expect(outcomeOf({ ...base, status: 1, profit_result: null })).toBeNull();
  });
});

describe('countdown and times', () => {
  it('counts down in whole seconds, rounding up, and never below zero', () => {
    expect(formatCountdown(30_000)).toBe('0:30');
    expect(formatCountdown(29_001)).toBe('0:30');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(300_000)).toBe('5:00');
  });

  it('reports how much of the period has passed', () => {
    expect(elapsedPercent(30_000, 30)).toBe(0);
    expect(elapsedPercent(15_000, 30)).toBe(50);
    expect(elapsedPercent(0, 30)).toBe(100);
    expect(elapsedPercent(40_000, 30)).toBe(0);
  });

  it('shows a tick time to the millisecond', () => {
    expect(formatTickTime(Date.UTC(2031, 2, 5, 8, 0, 30, 7))).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.007$/,
    );
  });
});
