import type { Page } from '@playwright/test';
import { DEMO, signIn } from './support/admin';
import { firestoreRequests, useTestData } from './support/data';
import { expect, test } from './support/mutations';
import { documentsBilled } from '../scripts/lib/billed-reads.mjs';
import { seedCollections } from '../src/data/seed';
import { withSearchWords } from '../src/data/search-words';

// Staff find one inquiry among thousands: the search goes through the whole collection, not the page shown.

/** Newer than the seed's inquiries, so that Dr. Nazia Shah's (the seed's third newest) is on page 60 of 25. */
const NEWER = 1_480;
const PAGE_SIZE = 25;

function newerInquiries(): Record<string, Record<string, unknown>> {
  const start = Date.parse('2026-11-19T00:00:00.000Z');
  const docs = Object.fromEntries(
    Array.from({ length: NEWER }, (_, index) => [
      `bulk-${String(index).padStart(4, '0')}`,
      {
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        phone: '',
        subject: 'A question about your services',
        message: 'Could you send us your rates for a website in Srinagar?',
        status: 'New',
        createdAt: new Date(start + index * 60_000),
      },
    ]),
  );
  return withSearchWords('contact_inquiries', docs);
}

/** The documents the app's Firestore responses bill while `action` runs (scripts/lib/billed-reads.mjs). */
async function documentsReadDuring(page: Page, action: () => Promise<void>): Promise<number> {
  const reads: Array<Promise<number>> = [];
  const count = (response: Parameters<typeof documentsBilled>[0] & { url(): string }) => {
    if (firestoreRequests.test(response.url())) reads.push(documentsBilled(response));
  };
  page.on('response', count);
  await action();
  page.off('response', count);
  return (await Promise.all(reads)).reduce((sum, documents) => sum + documents, 0);
}

const table = (page: Page) => page.getByRole('region', { name: 'Inquiries' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search inquiries' });
const NAZIA = 'Message from Dr. Nazia Shah';

test('an admin finds an inquiry from the 60th page by the sender’s e-mail and by a word of the message', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await useTestData(page, {
    contact_inquiries: { ...seedCollections.contact_inquiries, ...newerInquiries() },
  });
  await signIn(page, DEMO.admin);
  await page.goto('/admin/inquiries');
  await expect(page.getByText(`Showing 1–${PAGE_SIZE}`)).toBeVisible();
  await expect(table(page).getByRole('button', { name: NAZIA })).toHaveCount(0);
  // Where it is without a search: the 1,483rd newest (the seed's Rouf and Priya are newer still).
  expect(Math.ceil((NEWER + 3) / PAGE_SIZE)).toBe(60);

  for (const search of ['nazia.shah@careclinic.org', 'reminders']) {
    const read = await documentsReadDuring(page, async () => {
      await searchBox(page).fill(search);
      await expect(table(page).getByRole('button', { name: NAZIA })).toBeVisible();
      await expect(table(page).getByRole('row')).toHaveCount(2); // the header and hers
      await expect(page.getByText('Page 1: 1 found')).toBeVisible();
    });
    expect(read, `reads of the search "${search}"`).toBeLessThanOrEqual(PAGE_SIZE + 1);
    await expect(page).toHaveURL(
      new RegExp(`[?&]q=${encodeURIComponent(search).replace(/\./g, '\\.')}(&|$)`),
    );
  }

  // The address keeps the search: a reload (or a shared link) shows the same result.
  await page.reload();
  await expect(searchBox(page)).toHaveValue('reminders');
  await expect(table(page).getByRole('button', { name: NAZIA })).toBeVisible();
});
