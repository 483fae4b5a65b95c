// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { polyfillMantine, renderAt } from '../testing/page-test-utils';
import { PageLoader } from './PageStatus';

beforeAll(polyfillMantine);
afterEach(cleanup);

describe('a spinner in the app theme', () => {
  it('is a status named by its label, so its aria-label is allowed ARIA (axe: aria-prohibited-attr)', async () => {
    renderAt('/', <PageLoader label="Loading your attempts" />);
    expect(await screen.findByRole('status', { name: 'Loading your attempts' })).toBeDefined();
  });
});
