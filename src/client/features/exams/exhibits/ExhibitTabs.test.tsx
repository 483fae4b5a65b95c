// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setUpPageTests } from '../../../testing/page-test-utils';
import { ExhibitTabs } from './ExhibitTabs';

setUpPageTests();

const ID = '0b6f6c1e-6a4e-4d43-9d55-2f1f3c6a9b10';

describe('ExhibitTabs images (issue 28 item 1)', () => {
  it('an item image is shown from the public item-image route, with its text alternative', () => {
    renderAt(
      '/',
      <ExhibitTabs
        label="Client chart"
        tabs={[
          {
            title: 'Diagnostics',
            blocks: [
              { kind: 'image', src: `/api/files/item-images/${ID}`, alt: 'Rhythm strip: atrial fibrillation' },
              { kind: 'image', src: ID, alt: 'Chest X-ray with bilateral infiltrates' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rhythm strip: atrial fibrillation' }).getAttribute('src')).toBe(
      `/api/files/item-images/${ID}`,
    );
    expect(screen.getByRole('img', { name: 'Chest X-ray with bilateral infiltrates' }).getAttribute('src')).toBe(
      `/api/files/item-images/${ID}`,
    );
  });
});
