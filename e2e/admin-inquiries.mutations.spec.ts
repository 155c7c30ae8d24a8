import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { readCollection } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { sendContactMessage } from './support/contact';
import { expect, test } from './support/mutations';

// The inquiries inbox end to end: a visitor's message reaches the inbox, staff answer, export and delete it.

const VISITOR = {
  name: 'Aisha Mir',
  email: 'aisha.mir@example.in',
  phone: '+91 98765 43210',
  subject: 'Booking site for three houseboats',
  message: 'Salaam,\nWe run three houseboats on Dal Lake.\nCan you build us a booking site?',
};

async function openInbox(page: Page): Promise<void> {
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { name: 'Customer Inquiries', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('region', { name: 'Inquiries' });

function rowOf(page: Page, name: string): Locator {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Message from ${name}` }) });
}

function count(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Inquiry counts' })
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

async function expectCounts(page: Page, total: number, fresh: number, responded: number, resolved: number) {
  await expect(count(page, 'Total')).toHaveText(String(total));
  await expect(count(page, 'New')).toHaveText(String(fresh));
  await expect(count(page, 'Responded')).toHaveText(String(responded));
  await expect(count(page, 'Resolved')).toHaveText(String(resolved));
}

async function storedVisitorInquiry(page: Page): Promise<[string, Record<string, unknown>] | undefined> {
  const inquiries = await readCollection(page, 'contact_inquiries');
  return Object.entries(inquiries).find(([, data]) => data.subject === VISITOR.subject);
}

test('a visitor’s message reaches the inbox; the editor answers, resolves, exports and deletes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await sendContactMessage(page, VISITOR);
  await signIn(page, DEMO.editor);
  await openInbox(page);

  // The seed's five inquiries (two New, one Responded, two Resolved) and the new one, on top.
  await expectCounts(page, 6, 3, 1, 2);
  const row = rowOf(page, VISITOR.name);
  await expect(table(page).getByRole('row').nth(1)).toContainText(VISITOR.name);
  await expect(row).toContainText(VISITOR.email);
  await expect(row).toContainText(VISITOR.subject);
  await expect(row).toContainText('New');

  // Opening it shows the whole message, line breaks kept, the phone and a reply link.
  const toggle = row.getByRole('button', { name: `Message from ${VISITOR.name}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(details.getByText(/We run three houseboats/)).toHaveText(VISITOR.message);
  await expect(details.getByRole('link', { name: VISITOR.phone })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(details.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:${VISITOR.email}?subject=${encodeURIComponent(`Re: ${VISITOR.subject}`)}`,
  );

  await row.getByRole('button', { name: `Mark inquiry from ${VISITOR.name} as Responded` }).click();
  await expect(page.getByText('Inquiry marked as Responded')).toBeVisible();
  await expectCounts(page, 6, 2, 2, 2);
  await expect(
    row.getByRole('button', { name: `Mark inquiry from ${VISITOR.name} as Responded` }),
  ).toBeDisabled();
  await expect.poll(async () => (await storedVisitorInquiry(page))?.[1].status).toBe('Responded');

  await row.getByRole('button', { name: `Mark inquiry from ${VISITOR.name} as Resolved` }).click();
  await expect(page.getByText('Inquiry marked as Resolved')).toBeVisible();
  await expectCounts(page, 6, 2, 1, 3);
  await expect.poll(async () => (await storedVisitorInquiry(page))?.[1].status).toBe('Resolved');
  expect((await storedVisitorInquiry(page))?.[1].updatedAt).toBeInstanceOf(Date);

  // The export holds the rows shown: here the Resolved ones, the new inquiry first.
  await page.getByRole('tab', { name: 'Resolved' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(1 + 3 + 1); // header, 3 rows, the opened details
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Name,Email,Phone,Subject,Message,Status,Received at');
  expect(lines[1]).toMatch(
    new RegExp(
      `^${VISITOR.name},${VISITOR.email},'\\+91 98765 43210,${VISITOR.subject},"Salaam,\\nWe run three houseboats on Dal Lake\\.\\nCan you build us a booking site\\?",Resolved,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$`,
    ),
  );
  expect(csv).toContain('Tariq Hussain Wani,tariq.wani@walnutcrafts.in');
  expect(csv).not.toContain('Rouf Ahmad Dar');

  await page.getByRole('tab', { name: 'All' }).click();
  await row.getByRole('button', { name: `Delete inquiry from ${VISITOR.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete inquiry' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Inquiry deleted successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, VISITOR.name)).toHaveCount(0);
  await expectCounts(page, 5, 2, 1, 2);
  await expect.poll(() => storedVisitorInquiry(page)).toBeUndefined();
});

test('the viewer reads the inbox and exports it, with no status or delete controls', async ({ page }) => {
  await signIn(page, DEMO.viewer);
  await openInbox(page);
  await expectCounts(page, 5, 2, 1, 2);
  await expect(table(page).getByRole('row')).toHaveCount(6);
  await expect(table(page).getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Mark inquiry/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await rowOf(page, 'Dr. Nazia Shah').getByRole('button', { name: 'Message from Dr. Nazia Shah' }).click();
  await expect(page.getByText(/three clinics in Srinagar and Anantnag/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as New' })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv.split('\r\n').filter(Boolean)).toHaveLength(6);
});
