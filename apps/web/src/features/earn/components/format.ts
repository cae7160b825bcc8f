import { formatDate } from '@tidemark/contracts';
import { multiplyDecimals } from '../../../shared/format/decimal';
import { formatPlain } from '../../../shared/format/amount';

/** A rate fraction as a percent: '0.0035' → '0.35%'. */
export const percent = (rate: string | null | undefined) =>
  rate ? `${multiplyDecimals(rate, '100')}%` : '--';

/** An amount with its currency, as the server sent it. */
export const money = (value: string, code: string) => `${formatPlain(value)} ${code}`;

/** A UTC day boundary from the server (Unix seconds) as its date. */
export const day = (seconds: number | null) =>
  seconds === null ? '--' : formatDate(seconds, 'yyyy-mm-dd', { timeZone: 'UTC' });
