import type { Locator, Page } from '@playwright/test';
import { gotoAndSettle, readCollection } from './fixtures';
import { DEMO, signIn } from './support/admin';
import { expect, test } from './support/mutations';

// Projects in the back office reaching the public portfolio; each test starts from a fresh seed.

const TITLE = 'Wular Lake Eco Tours';
const EDITED_TITLE = 'Wular Lake Eco Tours App';

function portfolio(page: Page): Locator {
  return page.getByRole('region', { name: 'Explore our projects' });
}

function projectsTable(page: Page): Locator {
  return page.getByRole('region', { name: 'Projects' });
}

/** Adds one entry to a list field (text box + Add). */
async function addToList(page: Page, list: string, entry: string): Promise<void> {
  const group = page.getByRole('group', { name: list });
  await group.getByRole('textbox').fill(entry);
  await group.getByRole('textbox').press('Enter');
  await expect(group.getByRole('listitem').filter({ hasText: entry })).toBeVisible();
}

async function storedIdOf(page: Page, title: string): Promise<string> {
  const projects = await readCollection(page, 'projects');
  const id = Object.keys(projects).find((key) => projects[key]?.title === title);
  if (!id) throw new Error(`No stored project titled ${title}`);
  return id;
}

test('an editor creates a Completed project, edits it and deletes it, and the public portfolio follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.editor);

  // Create
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: 'Add New Project' }).click();
  await expect(page).toHaveURL(/\/admin\/projects\/new$/);
  await expect(page.getByRole('heading', { name: 'Create New Project', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Project Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Client' }).fill('Bandipora Tourism Society');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Mobile App');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
  await page.getByRole('textbox', { name: /^Live Site URL/ }).fill('https://www.wulartours.in');
  await page.getByRole('textbox', { name: 'Description' }).fill('Book boat and birding tours on Wular Lake.');
  await addToList(page, 'Features', 'Tour booking with UPI');
  await addToList(page, 'Technologies', 'React Native');
  await page.getByRole('textbox', { name: /^Duration/ }).fill('2 months');
  await page.getByRole('button', { name: 'Write About the Project' }).click();
  const about = page.getByRole('textbox', { name: 'About the Project' });
  await expect(about).toBeFocused();
  await page.keyboard.type('Asia’s largest freshwater lake, one tap away.');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(projectsTable(page).getByRole('cell', { name: TITLE, exact: true })).toBeVisible();
  const id = await storedIdOf(page, TITLE);
  expect(id).toBe('10');

  // Public: listed under its category, with its own page
  await gotoAndSettle(page, '/projects');
  await portfolio(page)
    .getByRole('navigation', { name: 'Filter projects by category' })
    .getByRole('link', { name: 'Mobile App', exact: true })
    .click();
  await expect(page).toHaveURL('/projects/category/mobile-app');
  await expect(portfolio(page).getByRole('link', { name: TITLE })).toHaveAttribute('href', `/projects/${id}`);
  await gotoAndSettle(page, `/projects/${id}`);
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText('Asia’s largest freshwater lake, one tap away.')).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Project details' }).getByText('Bandipora Tourism Society'),
  ).toBeVisible();

  // Edit
  await page.goto('/admin/projects');
  await page.getByRole('link', { name: `Edit ${TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/projects/${id}/edit$`));
  const title = page.getByRole('textbox', { name: 'Project Title' });
  await expect(title).toHaveValue(TITLE);
  await title.fill(EDITED_TITLE);
  await page.getByRole('button', { name: 'Update Project' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await gotoAndSettle(page, `/projects/${id}`);
  await expect(page.getByRole('heading', { name: EDITED_TITLE, level: 1 })).toBeVisible();

  // Delete
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Delete ${EDITED_TITLE}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Project' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project deleted successfully')).toBeVisible();
  await expect(projectsTable(page).getByRole('cell', { name: EDITED_TITLE, exact: true })).toHaveCount(0);
  await expect.poll(async () => Object.keys(await readCollection(page, 'projects'))).not.toContain(id);
  await gotoAndSettle(page, '/projects');
  await expect(portfolio(page).getByRole('article')).toHaveCount(6);
  await expect(page.getByText(EDITED_TITLE)).toHaveCount(0);
  await gotoAndSettle(page, `/projects/${id}`);
  await expect(page.getByRole('heading', { name: 'Project not found', level: 1 })).toBeVisible();
});

test('what is typed the moment a case-study editor takes focus lands in order, even on a slow CPU', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ABOUT = 'Asia’s largest freshwater lake, one tap away.';
  const CHALLENGES = 'Bookings by phone only, in three languages.';
  await signIn(page, DEMO.editor);
  await page.goto('/admin/projects/new');
  await page.getByRole('textbox', { name: 'Project Title' }).fill(TITLE);
  await page.getByRole('textbox', { name: 'Client' }).fill('Bandipora Tourism Society');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Mobile App');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
  await page.getByRole('textbox', { name: 'Description' }).fill('Book boat and birding tours on Wular Lake.');
  await addToList(page, 'Features', 'Tour booking with UPI');
  await addToList(page, 'Technologies', 'React Native');

  // A slow phone or a busy CI machine: the editor downloads, starts and shows while the keys arrive.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  // The first key lands in the very task in which the editor takes focus, before any later task runs (as
  // the CI flake's did: Chrome handles input before other queued work). Before the fix the editor then
  // loaded its value from before the key and again after it, and the rest went in front: "sia…away.A".
  await page.evaluate(() => {
    const ABOUT_FIRST_KEY = 'A';
    const typeFirstKey = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (target.getAttribute('role') !== 'textbox' || !target.isContentEditable) return;
      document.removeEventListener('focusin', typeFirstKey);
      queueMicrotask(() => document.execCommand('insertText', false, ABOUT_FIRST_KEY));
    };
    document.addEventListener('focusin', typeFirstKey);
  });
  await page.getByRole('button', { name: 'Write About the Project' }).click();
  const about = page.getByRole('textbox', { name: 'About the Project' });
  await expect(about).toBeFocused();
  await page.keyboard.type(ABOUT.slice(1));
  await expect(about).toHaveText(ABOUT);

  // Typed on the keyboard from the moment the focus is there.
  await page.getByRole('button', { name: 'Write Challenges' }).click();
  const challenges = page.getByRole('textbox', { name: 'Challenges' });
  await expect(challenges).toBeFocused();
  await page.keyboard.type(CHALLENGES);
  await expect(challenges).toHaveText(CHALLENGES);
  await expect(about).toHaveText(ABOUT);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created successfully')).toBeVisible();
  const stored = (await readCollection(page, 'projects'))[await storedIdOf(page, TITLE)];
  expect(stored?.longDescription).toBe(`<p>${ABOUT}</p>`);
  expect(stored?.challenges).toBe(`<p>${CHALLENGES}</p>`);
});

test('the read-only role sees the projects without write controls', async ({ page }) => {
  await signIn(page, DEMO.viewer);
  await page.goto('/admin/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(projectsTable(page).getByRole('row')).toHaveCount(10); // header + 9 seed projects
  await expect(page.getByRole('link', { name: 'Add New Project' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  await page.getByRole('link', { name: 'View Shikara Stays: Dal Lake Houseboat Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Project Details', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Shikara Stays: Dal Lake Houseboat Booking' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Project' })).toHaveCount(0);
});
