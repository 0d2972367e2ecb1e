import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './pages.ts';
import { ADMIN_PASSWORD } from './site-stack.ts';

/** Opens an admin page, logging in when the gate asks (the session cookie is then shared by the tabs). */
export async function openAdmin(page: Page, siteUrl: string, path: string): Promise<void> {
  await openPage(page, siteUrl, path);
  const gate = page.getByRole('heading', { name: 'Accès Administrateur' });
  const header = page.locator('.admin-header');
  await Promise.race([gate.waitFor({ timeout: 15_000 }), header.waitFor({ timeout: 15_000 })]);
  if (await gate.isVisible()) {
    await page.getByLabel('Mot de passe').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
  await header.waitFor({ timeout: 15_000 });
}

/** A notice of the admin area holding `text`. */
export const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

/** Closes the notices, so that a screenshot shows the page alone. */
export async function dismissToasts(page: Page): Promise<void> {
  // Closed again on every try: a click during a notice's entrance can miss it, and a notice may also
  // close by itself meanwhile (its button then gone, not worth waiting for).
  await expect
    .poll(
      async () => {
        for (const close of await page.locator('.Toastify__close-button').all())
          await close.click({ timeout: 1000 }).catch(() => {});
        return page.locator('.Toastify__toast').count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}
