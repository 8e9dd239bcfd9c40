import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

interface ScreenCheck {
  /** Leave `aria-busy` alone: the screen being checked is a loading state. */
  loading?: boolean;
  /** Names the screenshots; the page's theme is whatever the test set. */
  theme?: 'dark' | 'light';
  /** Skip axe on a step built only from parts another step already had checked. */
  axe?: boolean;
}

/**
 * Axe (no serious or critical violation) at 1280 px, no sideways scrolling at 375 px, and full-page
 * screenshots of both in test-results/screenshots, named `<prefix><name>-<width>-<theme>.png`.
 */
export function screenChecker(prefix = '') {
  return async (page: Page, name: string, { loading = false, theme = 'dark', axe = true }: ScreenCheck = {}) => {
    if (!loading) await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (axe) {
      // A toast fading in or out is translucent, and axe would measure its contrast mid-fade. Hovering the
      // toaster spreads stacked toasts apart and pauses their timers, so none starts to fade while axe runs.
      const toasts = await page.locator('[data-sonner-toast]').count();
      if (toasts > 0)
        await page
          .locator('[data-sonner-toast]')
          .first()
          .hover({ timeout: 2_000 })
          .catch(() => undefined);
      const steady = await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.querySelectorAll('[data-sonner-toast]')].every(
                (t) => getComputedStyle(t).opacity === '1' && t.getAnimations().every((a) => a.playState !== 'running'),
              ),
            ),
          { timeout: 4_000 },
        )
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      // A stack that will not hold still under the pointer (three toasts, one still moving in) is left to
      // run out instead: with the pointer away, every toast closes within its 4.5 s.
      if (!steady) {
        await page.mouse.move(0, 0);
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      }
      const { violations } = await new AxeBuilder({ page }).analyze();
      if (toasts > 0) await page.mouse.move(0, 0);
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => v.id),
        JSON.stringify(serious.map((v) => v.nodes.map((n) => n.html))),
      ).toEqual([]);
    }
    const shot = (width: number) => `test-results/screenshots/${prefix}${name}-${width}-${theme}.png`;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot(1280), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal scroll at 375 px on ${name}`).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: shot(375), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  };
}
