import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoAndSettle } from './fixtures';

/** The six public (Completed) seed projects, newest first, as the portfolio lists them. */
const projects = [
  { id: '1', title: 'Shikara Stays: Dal Lake Houseboat Booking', category: 'Web Design' },
  { id: '2', title: 'Kesar Pampore: Saffron Online Store', category: 'E-commerce' },
  { id: '3', title: 'Shifa Care: Hospital Appointments App', category: 'Mobile App' },
  { id: '4', title: 'Sopore Orchard Cold-Chain Monitor', category: 'IoT' },
  { id: '5', title: 'Kaarigar Bazaar: Handicraft Marketplace', category: 'E-commerce' },
  { id: '6', title: 'Valley Public School Portal', category: 'Web Design' },
] as const;

const categories = ['Web Design', 'Mobile App', 'E-commerce', 'IoT'] as const;

function portfolio(page: Page): Locator {
  return page.getByRole('region', { name: 'Explore our projects' });
}

function filterLinks(page: Page): Locator {
  return portfolio(page).getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link');
}

/** The project cards (each an <article>), not the filter bar's list. */
function cards(page: Page): Locator {
  return portfolio(page).getByRole('article');
}

async function cardTitles(page: Page): Promise<string[]> {
  return portfolio(page).getByRole('listitem').getByRole('heading').allInnerTexts();
}

test('the portfolio defaults to All and shows the six completed projects', async ({ page }) => {
  await gotoAndSettle(page, '/projects');
  await expect(filterLinks(page)).toHaveText(['All', ...categories]);
  await expect(filterLinks(page).filter({ hasText: /^All$/ })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(6);
  await expect.poll(() => cardTitles(page)).toEqual(projects.map((project) => project.title));
  await expect(portfolio(page).getByRole('status')).toHaveText('Showing all 6 projects');
  for (const [index, project] of projects.entries()) {
    await expect(cards(page).nth(index).getByRole('link', { name: project.title })).toHaveAttribute(
      'href',
      `/projects/${project.id}`,
    );
  }
  // Work in progress (seed ids 7-9) never reaches the public portfolio.
  await expect(page.getByText('Gulmarg Ski Rentals App')).toHaveCount(0);
});

test('each category filter is its own address, shows only its projects and is marked current', async ({
  page,
}) => {
  await gotoAndSettle(page, '/projects');
  await expect(cards(page)).toHaveCount(6);

  for (const category of categories) {
    const link = filterLinks(page).filter({ hasText: new RegExp(`^${category}$`) });
    await link.click();
    await expect(page).toHaveURL(`/projects/category/${category.toLowerCase().replace(' ', '-')}`);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(filterLinks(page).and(page.locator('[aria-current="page"]'))).toHaveCount(1);
    const expected = projects.filter((project) => project.category === category);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect.poll(() => cardTitles(page)).toEqual(expected.map((project) => project.title));
    // Every card shown carries the chosen category's badge.
    for (const card of await cards(page).all()) {
      await expect(card.getByText(category, { exact: true })).toBeVisible();
    }
    const noun = expected.length === 1 ? 'project' : 'projects';
    await expect(portfolio(page).getByRole('status')).toHaveText(
      `Showing ${expected.length} ${category} ${noun}`,
    );
    // The list stays in view: the page does not jump back to the top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }

  await filterLinks(page).filter({ hasText: /^All$/ }).click();
  await expect(page).toHaveURL('/projects');
  await expect(filterLinks(page).filter({ hasText: /^All$/ })).toHaveAttribute('aria-current', 'page');
  await expect(cards(page)).toHaveCount(6);
});

test('a category address opened directly is prerendered with its projects', async ({ page }) => {
  await gotoAndSettle(page, '/projects/category/e-commerce');
  await expect(page).toHaveTitle('E-commerce Projects | Chinar Digital');
  await expect
    .poll(() => cardTitles(page))
    .toEqual(projects.filter((project) => project.category === 'E-commerce').map((project) => project.title));
});

test('a project card opens its case study with breadcrumb, gallery, facts and a way back', async ({
  page,
}) => {
  const project = projects[0];
  await gotoAndSettle(page, '/projects');
  await portfolio(page).getByRole('link', { name: project.title }).click();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);

  // Breadcrumb: Home / Projects / title.
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Projects', project.title]);
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
  await expect(breadcrumb.getByText(project.title)).toHaveAttribute('aria-current', 'page');

  // Sections of the case study.
  for (const heading of ['About the Project', 'Challenges', 'Solutions', 'Results']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }

  // The live site opens in a new tab, safely.
  const website = page.getByRole('link', { name: /Visit the live site/ });
  await expect(website).toHaveAttribute('href', 'https://www.shikarastays.in');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(website).toHaveAccessibleName(/opens in a new tab/);

  const details = page.getByRole('complementary', { name: 'Project details' });
  await expect(details).toContainText('Shikara Stays Houseboats');
  await expect(details).toContainText('Web Design');

  await page.getByRole('link', { name: 'Back to all projects' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(cards(page)).toHaveCount(6);
});

test('thumbnails swap the main image and move the pressed state', async ({ page }) => {
  const project = projects[0];
  await gotoAndSettle(page, `/projects/${project.id}`);
  const gallery = page.getByRole('figure', { name: 'Project images' });
  // The thumbnails' own images are decorative, so the only named image is the main one.
  const main = gallery.getByRole('img');
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAccessibleName(`${project.title}, image 1 of 4`);
  await expect(main).toHaveAttribute('src', '/images/projects/shikara-stays-1.svg');
  await expect(gallery.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  for (const n of [3, 2, 4, 1]) {
    const thumb = gallery.getByRole('button', { name: `Show image ${n} of 4` });
    await thumb.click();
    await expect(main).toHaveAttribute('src', `/images/projects/shikara-stays-${n}.svg`);
    await expect(main).toHaveAccessibleName(`${project.title}, image ${n} of 4`);
    await expect(thumb).toHaveAttribute('aria-pressed', 'true');
    await expect(gallery.getByRole('button', { pressed: true })).toHaveCount(1);
    // The new image really loaded (no broken-image fallback).
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
  }
});

test('moving to another project starts its gallery again from the first image', async ({ page }) => {
  await gotoAndSettle(page, '/projects/1');
  const gallery = page.getByRole('figure', { name: 'Project images' });
  await gallery.getByRole('button', { name: 'Show image 4 of 4' }).click();
  await expect(gallery.getByRole('img')).toHaveAttribute('src', '/images/projects/shikara-stays-4.svg');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Projects' }).click();
  await portfolio(page).getByRole('link', { name: projects[1].title }).click();
  await expect(page).toHaveURL('/projects/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projects[1].title);
  await expect(gallery.getByRole('img')).toHaveAttribute('src', '/images/projects/kesar-pampore-1.svg');
  await expect(gallery.getByRole('button', { name: 'Show image 1 of 4' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

for (const id of ['999', '7']) {
  test(`/projects/${id} shows 'Project not found' with a link back`, async ({ page }) => {
    await gotoAndSettle(page, `/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await expect(page.getByText(/does not exist or has been removed/)).toBeVisible();
    await expect(page).toHaveTitle(/Project not found/);
    const back = page.getByRole('link', { name: 'Back to projects' });
    await expect(back).toHaveAttribute('href', '/projects');
    await back.click();
    await expect(page).toHaveURL('/projects');
    await expect(cards(page)).toHaveCount(6);
  });
}
