import { Button } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Chevron } from './Chevron';
import type { NavItem } from './navigation';

const loadDropdownMenu = () => import('./DropdownMenu');
const DropdownMenu = lazy(loadDropdownMenu);

export interface MenuTriggerProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when `label` is not text (an avatar). */
  ariaLabel?: string;
  /** Shown above the items (the avatar menu's name, email and role). */
  header?: ReactNode;
  items: NavItem[];
  /** When given, a Sign Out item ends the menu. */
  onSignOut?: () => void;
  /** The page shown is one of the items: the button is highlighted as the bar's current entry. */
  active?: boolean;
}

/**
 * A top-bar menu button whose dropdown code loads only when it is used, keeping the menu library
 * out of the first page load (the 150 kB budget). Hover or focus fetches the code; the first
 * click or Enter swaps in the real menu, opened and focused. From then on it is a Mantine Menu
 * (hover with a 300 ms grace, click, keyboard).
 */
export function MenuTrigger(props: MenuTriggerProps) {
  const [used, setUsed] = useState(false);
  const placeholder = (
    <Button
      variant={props.active ? 'light' : 'subtle'}
      color={props.active ? undefined : 'gray'}
      fw={500}
      rightSection={<Chevron />}
      aria-label={props.ariaLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadDropdownMenu()}
      onFocus={() => void loadDropdownMenu()}
      onClick={() => setUsed(true)}
    >
      {props.label}
    </Button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DropdownMenu {...props} />
    </Suspense>
  );
}
