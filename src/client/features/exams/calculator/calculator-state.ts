/** The four functions of the exam's calculator. */
export type Operator = '+' | '−' | '×' | '÷';

/** A calculator's state: the number shown, and the pending operation (a basic calculator's immediate execution). */
export interface CalculatorState {
  display: string;
  stored: number | null;
  operator: Operator | null;
  /** True after an operator or "=": the next digit starts a new number. */
  fresh: boolean;
}

/** A key of the calculator: a digit, the point, an operator, "=", "C" (clear) or "⌫" (delete a digit). */
export type CalculatorKey = `${number}` | '.' | Operator | '=' | 'C' | '⌫';

export const INITIAL_CALCULATOR: CalculatorState = { display: '0', stored: null, operator: null, fresh: true };

/** `value` as the display shows it: at most 10 significant digits, no float noise (0.1 + 0.2 = 0.3), "Error" for division by zero. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return 'Error';
  return String(Number.parseFloat(value.toPrecision(10)));
}

function apply(left: number, operator: Operator, right: number): number {
  if (operator === '+') return left + right;
  if (operator === '−') return left - right;
  if (operator === '×') return left * right;
  return right === 0 ? Number.NaN : left / right;
}

/**
 * The state after `key` (the on-screen calculator of the NCLEX: four functions and a clear, issue
 * 21): operations run left to right as each operator is pressed, like a basic handheld
 * calculator; after "Error" only a digit or C continues.
 */
export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === 'C') return INITIAL_CALCULATOR;
  const errored = state.display === 'Error';
  if (/^\d$/.test(key)) {
    if (state.fresh || errored || state.display === '0') return { ...state, display: key, fresh: false };
    if (state.display.replace(/[-.]/g, '').length >= 12) return state;
    return { ...state, display: state.display + key };
  }
  if (errored) return state;
  if (key === '.') {
    if (state.fresh) return { ...state, display: '0.', fresh: false };
    return state.display.includes('.') ? state : { ...state, display: `${state.display}.` };
  }
  if (key === '⌫') {
    if (state.fresh) return state;
    const shorter = state.display.slice(0, -1);
    return { ...state, display: shorter === '' || shorter === '-' ? '0' : shorter };
  }
  const current = Number.parseFloat(state.display);
  const result =
    state.operator !== null && state.stored !== null && !state.fresh
      ? apply(state.stored, state.operator, current)
      : current;
  const display = formatNumber(result);
  if (key === '=' || display === 'Error') return { display, stored: null, operator: null, fresh: true };
  return { display, stored: result, operator: key as Operator, fresh: true };
}

/** The calculator key a keyboard key means (digits, . , + - * / x, Enter or =, Escape is not one: it closes), or null. */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^\d$/.test(key)) return key as CalculatorKey;
  const map: Record<string, CalculatorKey> = {
    '.': '.',
    ',': '.',
    '+': '+',
    '-': '−',
    '*': '×',
    x: '×',
    '/': '÷',
    '=': '=',
    Enter: '=',
    Backspace: '⌫',
    Delete: 'C',
    c: 'C',
    C: 'C',
  };
  return map[key] ?? null;
}
