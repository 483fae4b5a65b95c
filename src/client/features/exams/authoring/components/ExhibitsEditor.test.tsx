// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExhibitTab } from '../../../../../shared/items/exhibits';
import { mockUploads, polyfillMantine } from '../../../../testing/page-test-utils';
import { ExhibitsEditor, tableToText, textToTable } from './ExhibitsEditor';

beforeAll(polyfillMantine);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ seen }: { seen: (ExhibitTab[] | undefined)[] }) {
  const [exhibits, setExhibits] = useState<ExhibitTab[] | undefined>(undefined);
  return (
    <MantineProvider>
      <ExhibitsEditor
        exhibits={exhibits}
        onChange={(next) => {
          seen.push(next);
          setExhibits(next);
        }}
      />
    </MantineProvider>
  );
}

describe('ExhibitsEditor (issue 28 item 1)', () => {
  it('a table is typed as lines of cells, the header first', () => {
    const table = textToTable('Test | Day 1 | Day 3\nCreatinine | 0.9 mg/dL | 1.2 mg/dL\n\n');
    expect(table).toEqual({ columns: ['Test', 'Day 1', 'Day 3'], rows: [['Creatinine', '0.9 mg/dL', '1.2 mg/dL']] });
    expect(tableToText({ kind: 'table', ...table })).toBe('Test | Day 1 | Day 3\nCreatinine | 0.9 mg/dL | 1.2 mg/dL');
  });

  it('an image is uploaded as an item image and asks for its text alternative', async () => {
    const uploads = mockUploads({
      id: 'f-42',
      name: 'strip.png',
      contentType: 'image/png',
      sizeBytes: 10,
      createdAt: '2026-11-29T10:00:00.000Z',
    });
    const seen: (ExhibitTab[] | undefined)[] = [];
    render(<Harness seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add exhibit tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add image' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'strip.png', { type: 'image/png' })] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.url).toBe('/api/files?purpose=item-image');
    await waitFor(() =>
      expect(seen.at(-1)?.[0]?.blocks[1]).toEqual({ kind: 'image', src: '/api/files/item-images/f-42', alt: '' }),
    );
    expect(await screen.findByText('An image needs its text alternative.')).toBeTruthy();
  });
});
