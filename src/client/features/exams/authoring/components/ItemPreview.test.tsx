// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaseStudyView } from '../../../../../shared/items/case-study-chart';
import { ITEM_TYPES, type QuestionContent } from '../../../../../shared/items/registry';
import { polyfillMantine } from '../../../../testing/page-test-utils';
import { blankItem } from '../editors/blank-items';
import { fillTexts } from '../editors/fill-texts';
import { ItemPreview } from './ItemPreview';
import { SCORING_RULES } from './scoring-rules';

beforeAll(polyfillMantine);
afterEach(cleanup);

describe('ItemPreview (issue 28 item 1)', () => {
  it.each(ITEM_TYPES)(
    'previews a %s item as the candidate sees it, and Show answer gives its points and rule',
    (itemType) => {
      const item = fillTexts(blankItem(itemType)) as QuestionContent;
      render(
        <MantineProvider>
          <ItemPreview item={item} />
        </MantineProvider>,
      );
      expect(screen.getByTestId('question-stem').textContent).toBe(item.stem);
      fireEvent.click(screen.getByRole('switch', { name: 'Show answer' }));
      expect(screen.getByText(/points? possible$/)).toBeTruthy();
      expect(screen.getByText(SCORING_RULES[itemType])).toBeTruthy();
    },
  );

  it('an item of a case study shows the scenario and the chart unfolded to its place', () => {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'content/case-studies/cs-community-01.json'), 'utf8'));
    const view: CaseStudyView = { ...file.caseStudy, reached: 5 };
    render(
      <MantineProvider>
        <ItemPreview item={file.questions[0] as QuestionContent} caseStudy={{ view, position: 0 }} />
      </MantineProvider>,
    );
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain(file.caseStudy.scenario.slice(0, 60));
  });
});
