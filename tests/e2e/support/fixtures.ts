import type { Page } from 'playwright-core';
import path from 'node:path';

/** A one-leg ticket photo kept in the repository (tests/fixtures/README.md): Lyon – Paris Saint-Germain, NG 2.28. */
export const ticketPhoto = path.resolve(import.meta.dirname, '../../fixtures/ticket-thermal-one-leg.png');

/**
 * Uploads the fixture photo from the upload page or dialog on `page`, confirms the legs as read on the
 * review step, and waits for the preview. For tests about what comes after the analysis.
 */
export async function analysePhoto(page: Page): Promise<string> {
  await page.locator('[data-testid="ticket-file"]').setInputFiles(ticketPhoto);
  const review = page.getByTestId('review-legs');
  await review.waitFor({ timeout: 90_000 });
  await review.getByRole('button', { name: 'Potvrdi i analiziraj' }).click();
  await page.waitForURL(/\/report-preview\?id=/, { timeout: 90_000 });
  return new URL(page.url()).searchParams.get('id')!;
}
