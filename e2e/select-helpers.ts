import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Chooses the option named `option` (its whole accessible name, or a pattern) in the Mantine select
 * `combobox`, and waits until the select shows it. Its dropdown is a portal whose position follows
 * the page: when the page moves under the click (a live preview growing, a font arriving), the click
 * lands beside the option and the dropdown closes. So the choice is retried as a person would, by
 * opening the list again, until the select holds the option.
 */
export async function chooseOption(combobox: Locator, option: string | RegExp): Promise<void> {
  const choice = combobox.page().getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.click();
    await choice.click({ timeout: 2_000 });
    await expect(combobox).toHaveValue(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
