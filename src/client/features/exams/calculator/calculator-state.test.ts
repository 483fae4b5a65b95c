import { describe, expect, it } from 'vitest';
import {
  type CalculatorKey,
  type CalculatorState,
  INITIAL_CALCULATOR,
  keyFromKeyboard,
  pressKey,
} from './calculator-state';

const run = (keys: CalculatorKey[]): CalculatorState => keys.reduce(pressKey, INITIAL_CALCULATOR);

describe('the exam calculator: four functions and a clear', () => {
  it('works a dose: 0.5 × 80 ÷ 4 = 10, left to right', () => {
    expect(run(['0', '.', '5', '×', '8', '0', '÷', '4', '=']).display).toBe('10');
  });

  it('adds and subtracts without float noise', () => {
    expect(run(['.', '1', '+', '.', '2', '=']).display).toBe('0.3');
    expect(run(['5', '−', '8', '=']).display).toBe('-3');
  });

  it('shows Error for division by zero, and C clears it', () => {
    const error = run(['7', '÷', '0', '=']);
    expect(error.display).toBe('Error');
    expect(pressKey(error, '+').display).toBe('Error');
    expect(pressKey(error, 'C')).toEqual(INITIAL_CALCULATOR);
  });

  it('keeps one decimal point and deletes the last digit', () => {
    expect(run(['1', '.', '.', '5']).display).toBe('1.5');
    expect(run(['1', '2', '⌫']).display).toBe('1');
    expect(run(['9', '⌫']).display).toBe('0');
  });

  it('changing the operator before the next number does not compute twice', () => {
    expect(run(['6', '+', '×', '2', '=']).display).toBe('12');
  });

  it('reads the keyboard: digits, operators, Enter and Backspace', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard('*')).toBe('×');
    expect(keyFromKeyboard('-')).toBe('−');
    expect(keyFromKeyboard('Enter')).toBe('=');
    expect(keyFromKeyboard('Backspace')).toBe('⌫');
    expect(keyFromKeyboard('q')).toBeNull();
  });
});
