import { Button, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import classes from './calculator.module.css';
import { type CalculatorKey, INITIAL_CALCULATOR, keyFromKeyboard, pressKey } from './calculator-state';

/** Each key's name for screen readers (English, marked with msg; shown with t). */
const KEYS: { key: CalculatorKey; label: string }[] = [
  { key: 'C', label: msg('Clear') },
  { key: '⌫', label: msg('Delete') },
  { key: '÷', label: msg('Divide') },
  { key: '×', label: msg('Multiply') },
  { key: '7', label: '7' },
  { key: '8', label: '8' },
  { key: '9', label: '9' },
  { key: '−', label: msg('Minus') },
  { key: '4', label: '4' },
  { key: '5', label: '5' },
  { key: '6', label: '6' },
  { key: '+', label: msg('Plus') },
  { key: '1', label: '1' },
  { key: '2', label: '2' },
  { key: '3', label: '3' },
  { key: '=', label: msg('Equals') },
  { key: '0', label: '0' },
  { key: '.', label: msg('Point') },
];

/**
 * The on-screen calculator every item offers (as on the NCLEX): four functions and a clear, in a
 * panel that opens from the exam header and keeps the item in view. Operable by keyboard alone:
 * Tab through the keys, or type digits, + - * / . Enter and Backspace while it has focus; Escape
 * closes it. The result is announced as it changes.
 */
export function Calculator() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState(INITIAL_CALCULATOR);
  const press = (key: CalculatorKey) => setState((current) => pressKey(current, key));
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus returnFocus position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="default" size="xs" onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
          {t('Calculator')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        aria-label={t('Calculator')}
        onKeyDown={(event) => {
          const key = keyFromKeyboard(event.key);
          if (!key || event.ctrlKey || event.metaKey || event.altKey) return;
          // Enter on a focused key presses that key; elsewhere it means "=".
          if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'BUTTON') return;
          event.preventDefault();
          press(key);
        }}
      >
        <Text className={classes.display} aria-live="polite" aria-atomic data-testid="calculator-display">
          {state.display === 'Error' ? t('Error') : state.display}
        </Text>
        <SimpleGrid cols={4} spacing={6} mt="xs">
          {KEYS.map(({ key, label }) => (
            <UnstyledButton
              key={key}
              className={classes.key}
              data-wide={key === '0' || undefined}
              aria-label={t(label)}
              onClick={() => press(key)}
            >
              {key === 'C' ? 'C' : key}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
