import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Chooses the option named `option` (its whole accessible name, or a pattern) in the Mantine select
 * `combobox`, and waits until the select shows it. Its dropdown is a portal whose position follows
 * the page: when the page moves under the click (a live preview growing, a font arriving), the click
 * lands beside the option and the dropdown closes; and when the select leaves the screen, Mantine
 * hides its dropdown (`hideDetached`) while the select still says it is expanded. So the choice is
 * retried as a person would: the select brought back into view, and the list closed and opened
 * again, until the select holds the option.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp): Promise<void> {
  const choice = combobox.page().getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(async () => {
    await combobox.scrollIntoViewIfNeeded();
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    try {
      await choice.click({ timeout: 2_000 });
    } catch (error) {
      // Closed, so that the next try opens the list afresh.
      await combobox.press('Escape');
      throw error;
    }
    await expect(combobox).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
