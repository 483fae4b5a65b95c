import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** One tab: its value in the address (`?tab=`), its label (an English key, shown with `t`) and what shows beside it (a count). */
interface AddressTab {
  value: string;
  label: string;
  rightSection?: ReactNode;
}

/**
 * Tabs kept in the address, so a reload or Back stays on the same one: the open tab is `?tab=`
 * when it names one of `tabs`, else the first; choosing a tab replaces `tab` in the address
 * (removed for the first tab) and keeps the other parameters. `children` are the `Tabs.Panel`s.
 * With `keepMounted` false a panel is mounted only while open.
 */
export function AddressTabs({
  tabs,
  keepMounted,
  children,
}: {
  tabs: readonly AddressTab[];
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value;
  const requested = tabs.find((tab) => tab.value === params.get('tab'))?.value;

  const selectTab = (value: string | null) => {
    if (!tabs.some((tab) => tab.value === value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === first || value === null) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Tabs value={requested ?? first} onChange={selectTab} keepMounted={keepMounted} mt="lg">
      <Tabs.List>
        {tabs.map(({ value, label, rightSection }) => (
          <Tabs.Tab key={value} value={value} rightSection={rightSection}>
            {t(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {children}
    </Tabs>
  );
}
