import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  ceilToStep,
  decimalsOf,
  divideDecimals,
  floorToStep,
  isMultipleOf,
  multiplyDecimals,
  percentOf,
  subtractDecimals,
} from './decimal';

describe('spot decimal arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1.005', '-0.005', '1'],
    ['99999999999999999999.99', '0.01', '100000000000000000000'],
  ])('adds %s + %s = %s exactly', (a, b, sum) => {
    expect(addDecimals(a, b)).toBe(sum);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '-22.6', '23.6'],
    ['-0.5', '0.25', '-0.75'],
    ['2', '2', '0'],
  ])('subtracts %s − %s = %s exactly', (a, b, difference) => {
    expect(subtractDecimals(a, b)).toBe(difference);
  });

  it.each([
    ['0.1', '0.2', '0.02'],
    ['65000.12', '0.0153', '994.501836'],
    ['3', '-1.5', '-4.5'],
  ])('multiplies %s × %s = %s exactly', (a, b, product) => {
    expect(multiplyDecimals(a, b)).toBe(product);
  });

  it('divides with a named rounding direction', () => {
    expect(divideDecimals('10', '3', 4)).toBe('3.3333');
    expect(divideDecimals('10', '3', 4, 'up')).toBe('3.3334');
    expect(divideDecimals('10000', '68250', 4)).toBe('0.1465');
    expect(divideDecimals('1', '4', 4, 'up')).toBe('0.25');
    expect(() => divideDecimals('1', '0', 2)).toThrow(RangeError);
  });

  it('rounds down to a step grid, including steps that are not powers of ten', () => {
    expect(floorToStep('0.14659', '0.0001')).toBe('0.1465');
    expect(floorToStep('12.37', '0.05')).toBe('12.35');
    expect(floorToStep('12.35', '0.05')).toBe('12.35');
    expect(floorToStep('0.00009', '0.0001')).toBe('0');
    expect(floorToStep('-0.01', '0.05')).toBe('-0.05');
  });

  it('tells multiples of a step', () => {
    expect(isMultipleOf('65000.12', '0.01')).toBe(true);
    expect(isMultipleOf('65000.125', '0.01')).toBe(false);
    expect(isMultipleOf('0.15', '0.05')).toBe(true);
    expect(isMultipleOf('1', '0')).toBe(false);
  });

  it('takes whole percentages exactly', () => {
    expect(percentOf('10000', 25)).toBe('2500');
    expect(percentOf('0.0003', 75)).toBe('0.000225');
    expect(() => percentOf('1', 12.5)).toThrow(RangeError);
  });

  it('reads the decimals of a step', () => {
    expect(decimalsOf('0.0100')).toBe(2);
    expect(decimalsOf('1')).toBe(0);
  });

  it.each([
    ['12.341', '0.01', '12.35'],
    ['12.34', '0.01', '12.34'],
    ['12.37', '0.05', '12.4'],
    ['-12.349', '0.01', '-12.34'],
    ['0', '0.01', '0'],
  ])('rounds %s up to the step %s: %s', (value, step, up) => {
    expect(ceilToStep(value, step)).toBe(up);
  });
});
