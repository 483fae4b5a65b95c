// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GlossaryTerm } from '../../../shared/glossary/schemas';
import { chooseLanguage } from '../../i18n/i18n';
import { mockApi, renderAt, setUpPageTests } from '../../testing/page-test-utils';
import { GlossaryRegion } from './GlossaryRegion';

setUpPageTests();
afterEach(() => chooseLanguage('en'));

const TERMS: GlossaryTerm[] = [
  {
    id: '6f1f0c3e-8a55-4d2a-9a3e-1f1b2c3d4e5f',
    term: 'hypokalemia',
    aliases: [],
    definition: 'A lower than normal level of potassium in the blood.',
    source: 'MeSH (U.S. National Library of Medicine): Hypokalemia',
    translations: { es: 'hipopotasemia', fr: 'hypokaliémie', de: 'Hypokaliämie' },
    updatedAt: '2026-11-30T00:00:00.000Z',
  },
];

function Item() {
  return (
    <p lang="en" data-testid="stem">
      A client with hypokalemia takes furosemide. What should the nurse monitor?
    </p>
  );
}

describe('issue 29 item 3: the glossary on an item', () => {
  it('is absent in Timed and NCLEX-like mode: the item is shown as it is and the glossary is not fetched', () => {
    const calls = mockApi(() => ({ status: 200, body: { terms: TERMS } }));
    renderAt(
      '/',
      <GlossaryRegion enabled={false}>
        <Item />
      </GlossaryRegion>,
    );
    expect(screen.getByTestId('stem')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Underline glossary terms' })).toBeNull();
    expect(calls.some((call) => call.url === '/api/glossary')).toBe(false);
  });

  it('lists the terms found in the item with definition, translation and source, in the interface language', async () => {
    await chooseLanguage('es');
    mockApi(() => ({ status: 200, body: { terms: TERMS } }));
    renderAt(
      '/',
      <GlossaryRegion enabled>
        <Item />
      </GlossaryRegion>,
    );
    const list = await screen.findByRole('button', { name: 'Términos del glosario en esta pregunta (1)' });
    fireEvent.click(list);
    await waitFor(() => expect(screen.getByText('A lower than normal level of potassium in the blood.')).toBeTruthy());
    expect(screen.getByText('hipopotasemia')).toBeTruthy();
    expect(screen.getByText('Fuente: MeSH (U.S. National Library of Medicine): Hypokalemia')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Subrayar los términos del glosario' })).toBeTruthy();
    // The item itself is untouched: still English, still one paragraph of text.
    expect(screen.getByTestId('stem').textContent).toContain('A client with hypokalemia takes furosemide.');
  });

  it('a term selected while the glossary is still loading is shown once it arrives, not as missing', async () => {
    let deliver: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          deliver = resolve;
        }),
    );
    renderAt(
      '/',
      <GlossaryRegion enabled>
        <Item />
      </GlossaryRegion>,
    );
    const stem = screen.getByTestId('stem');
    const text = stem.firstChild as Text;
    const at = text.data.indexOf('hypokalemia');
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + 'hypokalemia'.length);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    fireEvent.pointerUp(stem);
    expect(await screen.findByText('Loading the glossary')).toBeTruthy();
    deliver(
      new Response(JSON.stringify({ terms: TERMS }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await waitFor(() => expect(screen.getByText('A lower than normal level of potassium in the blood.')).toBeTruthy());
    expect(screen.queryByText(/is not in the glossary yet/)).toBeNull();
  });
});
