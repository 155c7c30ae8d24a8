import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoAndSettle, publicRoutes } from './fixtures';

for (const width of [1280, 390]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 844 } });

    for (const path of publicRoutes) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await gotoAndSettle(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        expect(blocking).toEqual([]);
      });
    }
  });
}
