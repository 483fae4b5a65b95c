// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ItemOf } from '../../../../../shared/items/registry';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { bankItem } from '../authoring-test-items';
import { BowTieEditor } from './BowTieEditor';

beforeAll(polyfillMantine);
afterEach(cleanup);

/** The editor holding its item, as the page does; `seen` gets every item it reports. */
function Harness({ initial, seen }: { initial: ItemOf<'bow-tie'>; seen: ItemOf<'bow-tie'>[] }) {
  const [item, setItem] = useState(initial);
  return (
    <MantineProvider>
      <BowTieEditor
        item={item}
        problems={[]}
        onChange={(next) => {
          seen.push(next);
          setItem(next);
        }}
      />
    </MantineProvider>
  );
}

describe('BowTieEditor (issue 28 item 1)', () => {
  it('sets the condition key, the two action keys and the two parameter keys', () => {
    const item = bankItem('ngn-bow-tie-02.json', 'bow-tie');
    const seen: ItemOf<'bow-tie'>[] = [];
    render(<Harness initial={item} seen={seen} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(14);
    fireEvent.click(screen.getByRole('radio', { name: 'Condition 3 is the key' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Action 2 is a key' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Action 1 is a key' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parameter 1 is a key' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Parameter 4 is a key' }));
    const last = seen.at(-1);
    expect(last?.correctCondition).toBe(2);
    expect(last?.correctActions).toEqual([0, 4]);
    expect(last?.correctParameters).toEqual([2, 3]);
    expect((screen.getByRole('radio', { name: 'Condition 3 is the key' }) as HTMLInputElement).checked).toBe(true);
  });

  it('moving an action carries its key with it', () => {
    const item = bankItem('ngn-bow-tie-02.json', 'bow-tie');
    const seen: ItemOf<'bow-tie'>[] = [];
    render(<Harness initial={item} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Action 5 up' }));
    const last = seen.at(-1);
    expect(last?.actions[3]).toBe(item.actions[4]);
    expect(last?.correctActions).toEqual([1, 3]);
  });
});
