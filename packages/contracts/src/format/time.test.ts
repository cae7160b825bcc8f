import { describe, expect, it } from 'vitest';
import { formatDate, relativeTime, toDate } from './time';

/** 2023-11-14T22:13:20Z */
const SECONDS = 1_700_000_000;
const MS = SECONDS * 1000;
const UTC = { timeZone: 'UTC' };

describe('toDate', () => {
  it('reads 10-digit timestamps as seconds and 13-digit ones as milliseconds', () => {
    expect(toDate(SECONDS).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(MS).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(String(SECONDS)).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(toDate(String(MS)).toISOString()).toBe('2023-11-14T22:13:20.000Z');
  });

  it('pins the cut: 10 digits or fewer are seconds, 11 or more are milliseconds', () => {
    expect(toDate(9_999_999_999).toISOString()).toBe('2286-11-20T17:46:39.000Z');
    expect(toDate(10_000_000_000).toISOString()).toBe('1970-04-26T17:46:40.000Z');
    expect(toDate(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate(86_400).toISOString()).toBe('1970-01-02T00:00:00.000Z');
    expect(toDate(-86_400).toISOString()).toBe('1969-12-31T00:00:00.000Z');
  });

  it('accepts Dates (copied) and ISO strings', () => {
    const date = new Date(MS);
    expect(toDate(date)).not.toBe(date);
    expect(toDate(date).getTime()).toBe(MS);
    expect(toDate('2024-03-01').toISOString()).toBe('2024-03-01T00:00:00.000Z'); // date alone: UTC
    expect(toDate('2024-03-01T08:05:09Z').toISOString()).toBe('2024-03-01T08:05:09.000Z');
    expect(toDate('2024-03-01T08:05:09.5+08:00').toISOString()).toBe('2024-03-01T00:05:09.500Z');
    expect(toDate(' 2024-03-01T08:05:09Z ').toISOString()).toBe('2024-03-01T08:05:09.000Z');
  });

  it('reads a date-time without offset, T or space, as local time', () => {
    expect(toDate('2024-03-01 08:05:09').getTime()).toBe(new Date(2024, 2, 1, 8, 5, 9).getTime());
    expect(toDate('2024-03-01T08:05').getTime()).toBe(new Date(2024, 2, 1, 8, 5, 0).getTime());
  });

  it.each([
    ['an impossible date', '2023-02-29'],
    ['an hour of 24', '2024-03-01T24:00:00Z'],
    ['words', 'yesterday'],
    ['an empty string', ''],
    ['a US date', '03/01/2024'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an invalid Date', new Date('nope')],
  ])('throws RangeError on %s', (_, input) => {
    expect(() => toDate(input)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it("defaults to 'yyyy-mm-dd'", () => {
    expect(formatDate(SECONDS, undefined, UTC)).toBe('2023-11-14');
  });

  it('uses mm for the month and MM for minutes', () => {
    expect(formatDate(SECONDS, 'yyyy-mm-dd hh:MM:ss', UTC)).toBe('2023-11-14 22:13:20');
    expect(formatDate(SECONDS, 'mm/MM', UTC)).toBe('11/13');
  });

  it('keeps every other character and pads to two digits', () => {
    expect(formatDate('2024-03-01T08:05:09Z', 'yyyy年mm月dd日 hh时', UTC)).toBe(
      '2024年03月01日 08时',
    );
    expect(formatDate('2024-03-01T00:00:00Z', 'hh:MM:ss', UTC)).toBe('00:00:00');
    expect(formatDate('2024-03-01T00:00:00Z', 'no tokens', UTC)).toBe('no tokens');
  });

  it('gives the same result for seconds, milliseconds, Date and ISO input', () => {
    const inputs = [SECONDS, MS, String(SECONDS), new Date(MS), '2023-11-14T22:13:20Z'];
    for (const input of inputs)
      expect(formatDate(input, 'yyyy-mm-dd hh:MM:ss', UTC)).toBe('2023-11-14 22:13:20');
  });

  it('formats in an IANA zone, across the date line and with daylight saving', () => {
    expect(formatDate(SECONDS, 'yyyy-mm-dd hh:MM', { timeZone: 'Asia/Shanghai' })).toBe(
      '2023-11-15 06:13',
    );
    expect(formatDate(SECONDS, 'yyyy-mm-dd hh:MM', { timeZone: 'America/New_York' })).toBe(
      '2023-11-14 17:13',
    );
    expect(formatDate('2023-07-01T12:00:00Z', 'hh:MM', { timeZone: 'America/New_York' })).toBe(
      '08:00',
    );
    expect(formatDate('2024-03-01T00:00:00Z', 'yyyy-mm-dd hh', { timeZone: 'Asia/Tokyo' })).toBe(
      '2024-03-01 09',
    );
  });

  it('formats midnight as 00, not 24', () => {
    expect(formatDate('2024-03-01T16:00:00Z', 'hh:MM', { timeZone: 'Asia/Shanghai' })).toBe(
      '00:00',
    );
  });

  it('formats at a UTC offset', () => {
    expect(formatDate(SECONDS, 'yyyy-mm-dd hh:MM', { timeZone: '+08:00' })).toBe(
      '2023-11-15 06:13',
    );
    expect(formatDate(SECONDS, 'yyyy-mm-dd hh:MM', { timeZone: '-0530' })).toBe('2023-11-14 16:43');
    expect(formatDate(SECONDS, 'hh:MM', { timeZone: 'Z' })).toBe('22:13');
  });

  it('formats in the local zone by default', () => {
    const date = new Date(MS);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
    expect(formatDate(MS, 'yyyy-mm-dd hh:MM')).toBe(local);
  });

  it('rejects unknown zones and offsets out of range', () => {
    expect(() => formatDate(SECONDS, 'yyyy', { timeZone: 'Mars/Olympus_Mons' })).toThrow(
      RangeError,
    );
    expect(() => formatDate(SECONDS, 'yyyy', { timeZone: '+15:00' })).toThrow(RangeError);
    expect(() => formatDate(SECONDS, 'yyyy', { timeZone: '+08:60' })).toThrow(RangeError);
  });
});

describe('relativeTime', () => {
  const ago = (seconds: number) => relativeTime(SECONDS - seconds, { now: MS, ...UTC });

  it('is just_now under 300 s', () => {
    expect(ago(0)).toEqual({ unit: 'just_now', value: 0 });
    expect(ago(299)).toEqual({ unit: 'just_now', value: 0 });
    expect(relativeTime(MS - 299_999, { now: MS })).toEqual({ unit: 'just_now', value: 0 }); // 299.999 s floors to 299
  });

  it('counts whole minutes from 300 s to under an hour', () => {
    expect(ago(300)).toEqual({ unit: 'minutes', value: 5 });
    expect(ago(359)).toEqual({ unit: 'minutes', value: 5 });
    expect(ago(3599)).toEqual({ unit: 'minutes', value: 59 });
  });

  it('counts whole hours under a day', () => {
    expect(ago(3600)).toEqual({ unit: 'hours', value: 1 });
    expect(ago(86_399)).toEqual({ unit: 'hours', value: 23 });
  });

  it('counts whole days under 30 days', () => {
    expect(ago(86_400)).toEqual({ unit: 'days', value: 1 });
    expect(ago(30 * 86_400 - 1)).toEqual({ unit: 'days', value: 29 });
  });

  it('shows a date from 30 days on', () => {
    expect(ago(30 * 86_400)).toEqual({ unit: 'date', value: '2023-10-15' });
    expect(ago(400 * 86_400)).toEqual({ unit: 'date', value: '2022-10-10' });
  });

  it('formats the date in the given zone and format', () => {
    expect(relativeTime('2023-10-01T20:00:00Z', { now: MS, timeZone: 'Asia/Shanghai' })).toEqual({
      unit: 'date',
      value: '2023-10-02',
    });
    expect(
      relativeTime('2023-10-01T20:00:00Z', { now: MS, dateFormat: 'dd/mm/yyyy', ...UTC }),
    ).toEqual({
      unit: 'date',
      value: '01/10/2023',
    });
  });

  it('treats slight future times (clock skew) as just_now and far ones as a date', () => {
    expect(ago(-1)).toEqual({ unit: 'just_now', value: 0 });
    expect(ago(-299)).toEqual({ unit: 'just_now', value: 0 });
    expect(ago(-300)).toEqual({ unit: 'date', value: '2023-11-14' });
  });

  it('takes now in any TimeInput form and defaults it to the clock', () => {
    expect(relativeTime(SECONDS - 7200, { now: SECONDS })).toEqual({ unit: 'hours', value: 2 });
    expect(relativeTime(SECONDS - 7200, { now: '2023-11-14T22:13:20Z' })).toEqual({
      unit: 'hours',
      value: 2,
    });
    expect(relativeTime(new Date())).toEqual({ unit: 'just_now', value: 0 });
  });
});
