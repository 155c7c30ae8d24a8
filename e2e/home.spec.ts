import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, expectNoPageErrors, gotoAndSettle } from './fixtures';

const slides = [
  {
    label: '1 of 3',
    title: 'Websites and software crafted in Kashmir, built for all of India',
    cta: { name: 'Start your project', href: '/contact' },
  },
  {
    label: '2 of 3',
    title: 'Custom software and data tools that give your team hours back',
    cta: { name: 'Explore what we build', href: '/services' },
  },
  {
    label: '3 of 3',
    title: 'Be the first name customers find, in Srinagar and beyond',
    cta: { name: 'Explore marketing', href: '/services/digital-marketing' },
  },
] as const;

function carousel(page: Page): Locator {
  return page.getByRole('region', { name: 'Chinar Digital highlights' });
}

/**
 * Exactly one slide is exposed to assistive technology (the others are aria-hidden and inert), and the
 * embla track has actually moved it into view.
 */
async function expectShowing(page: Page, index: number): Promise<void> {
  const region = carousel(page);
  const current = slides[index]!;
  const shown = region.getByRole('group', { name: current.label });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('heading', { name: current.title })).toBeVisible();
  await expect(shown).toBeInViewport({ ratio: 0.9 });
  await expect(region.getByRole('group')).toHaveCount(1);
  for (const other of slides.filter((_, position) => position !== index)) {
    await expect(region.getByRole('group', { name: other.label, includeHidden: true })).not.toBeInViewport();
  }
  await expect(region.getByRole('button', { name: `Go to slide ${index + 1}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

test.describe('hero carousel', () => {
  test('Next and Previous move between slides and loop in both directions', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expectShowing(page, 0);

    const next = region.getByRole('button', { name: 'Next slide' });
    const previous = region.getByRole('button', { name: 'Previous slide' });

    await next.click();
    await expectShowing(page, 1);
    await next.click();
    await expectShowing(page, 2);
    // A third click wraps around to the first slide.
    await next.click();
    await expectShowing(page, 0);

    // Previous from the first slide wraps to the last.
    await previous.click();
    await expectShowing(page, 2);
    await previous.click();
    await expectShowing(page, 1);
    await previous.click();
    await expectShowing(page, 0);
  });

  test('ArrowRight and ArrowLeft move the carousel while focus is inside it', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const region = carousel(page);
    await region.getByRole('button', { name: 'Next slide' }).focus();

    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 1);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 2);
    await page.keyboard.press('ArrowRight');
    await expectShowing(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, 2);
    await page.keyboard.press('ArrowLeft');
    await expectShowing(page, 1);
    // The keys must not have scrolled the page sideways or moved focus out of the carousel.
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeFocused();
  });

  test('the dot buttons jump straight to a slide', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const region = carousel(page);
    await region.getByRole('button', { name: 'Go to slide 3' }).click();
    await expectShowing(page, 2);
    await region.getByRole('button', { name: 'Go to slide 1' }).click();
    await expectShowing(page, 0);
  });

  test('every slide has its own call to action and an Our Services link', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const region = carousel(page);
    for (const [index, slide] of slides.entries()) {
      if (index > 0) await region.getByRole('button', { name: 'Next slide' }).click();
      const shown = region.getByRole('group', { name: slide.label });
      await expect(shown.getByRole('link', { name: slide.cta.name })).toHaveAttribute('href', slide.cta.href);
      await expect(shown.getByRole('link', { name: 'Our Services', exact: true })).toHaveAttribute(
        'href',
        '/services',
      );
      // Only the shown slide's links are reachable.
      await expect(region.getByRole('link')).toHaveCount(2);
    }

    // The third slide's button really navigates.
    await region
      .getByRole('group', { name: '3 of 3' })
      .getByRole('link', { name: 'Explore marketing' })
      .click();
    await expect(page).toHaveURL('/services/digital-marketing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });

  test('the first slide links to contact and Our Services opens /services', async ({ page }) => {
    await gotoAndSettle(page, '/');
    const first = carousel(page).getByRole('group', { name: '1 of 3' });
    await first.getByRole('link', { name: 'Start your project' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await carousel(page)
      .getByRole('group', { name: '1 of 3' })
      .getByRole('link', { name: 'Our Services' })
      .click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the three latest projects are shown and link to their case studies', async ({ page }) => {
  await gotoAndSettle(page, '/');
  const section = page.getByRole('region', { name: 'Our latest projects' });
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(3);

  const expected = [
    { id: '1', title: 'Shikara Stays: Dal Lake Houseboat Booking' },
    { id: '2', title: 'Kesar Pampore: Saffron Online Store' },
    { id: '3', title: 'Shifa Care: Hospital Appointments App' },
  ];
  for (const [index, project] of expected.entries()) {
    const link = cards.nth(index).getByRole('link', { name: project.title });
    await expect(link).toHaveAttribute('href', `/projects/${project.id}`);
  }
  await expect(section.getByRole('link', { name: 'View all projects' })).toHaveAttribute('href', '/projects');

  await cards.nth(1).getByRole('link', { name: expected[1]!.title }).click();
  await expect(page).toHaveURL('/projects/2');
  await expect(page.getByRole('heading', { level: 1, name: expected[1]!.title })).toBeVisible();
});

test('the home page loads and hydrates without console errors', async ({ page }) => {
  const errors = collectPageErrors(page);
  await gotoAndSettle(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(slides[0].title);
  await expect(page.getByRole('region', { name: 'Our latest projects' }).getByRole('listitem')).toHaveCount(
    3,
  );
  // Proof that React has attached: the carousel responds to a click.
  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expectShowing(page, 1);
  // Bring the lazy images below the fold in as well, and wait until those in view have loaded.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().bottom > 0)
          .filter((image) => image.getBoundingClientRect().top < innerHeight)
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  await expectNoPageErrors(errors);
});
