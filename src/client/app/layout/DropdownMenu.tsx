import { Box, Button, Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chevron } from './Chevron';
import type { MenuTriggerProps } from './MenuTrigger';

/** Spec §9: a submenu stays open 300 ms after the pointer leaves. */
const HOVER_GRACE_MS = 300;

/**
 * A top-bar dropdown (Mantine Menu: keyboard, focus and screen-reader support). MenuTrigger mounts
 * it on the first click of its button, so visitors who never open a menu do not download it.
 */
export default function DropdownMenu({ label, ariaLabel, header, items, onSignOut, active }: MenuTriggerProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // It mounts because its button was just clicked: take the focus and open, after that click has
  // finished so it does not count as a click outside.
  useEffect(() => {
    target.current?.focus();
    const timer = window.setTimeout(() => setOpened(true), 0);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      withInitialFocusPlaceholder={false}
      trigger="click-hover"
      openDelay={0}
      closeDelay={HOVER_GRACE_MS}
      position="bottom-end"
      shadow="md"
      width={240}
    >
      <Menu.Target>
        <Button
          ref={target}
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
          fw={500}
          rightSection={<Chevron />}
          aria-label={ariaLabel}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {header && (
          <Box px="sm" py="xs">
            {header}
          </Box>
        )}
        {header && <Menu.Divider />}
        {items.map((item) => (
          <Menu.Item key={item.label} component={Link} to={item.to}>
            {t(item.label)}
          </Menu.Item>
        ))}
        {onSignOut && (
          <>
            <Menu.Divider />
            <Menu.Item fw={500} style={{ color: 'var(--mantine-color-red-text)' }} onClick={onSignOut}>
              {t('Sign Out')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
