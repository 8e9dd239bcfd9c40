import { expect, test } from './fixtures';
import { MISSION_ANSWERS, brandToggle, offThenOn, seedProfile, useTheme } from './support/brand-profile';
import { screenChecker } from './support/screens';

/** The brand profile in the social bio generator: an offer to fill it while empty, then the toggle. */
const checkScreen = screenChecker('brand-tools-');

test('social bios: an empty profile offers to fill it; with one, the toggle on every Generate (light)', async ({
  page,
  user: _,
}) => {
  test.setTimeout(90_000);
  await useTheme(page, 'light');
  await page.goto('/dashboard');
  const mission = await page.request.post('/api/missions', { data: MISSION_ANSWERS });
  expect(mission.status(), await mission.text()).toBe(201);

  await page.goto('/social-bio-generator');
  await expect(page.getByRole('link', { name: 'Fill in your brand profile' })).toBeVisible();
  await expect(brandToggle(page)).toHaveCount(0);

  await seedProfile(page, { voice: ['warm', 'plain', 'direct'], avoidWords: ['hustle'] });
  await page.reload();
  await expect(brandToggle(page)).toBeChecked();
  await checkScreen(page, 'bios-toggle', { theme: 'light' });
  const card = page.getByTestId('bio-card-twitter');
  await offThenOn(
    page,
    '/api/social-bios',
    () => card.getByRole('button', { name: /^(Generate|Regenerate) Twitter bios$/ }).click(),
    card.getByRole('alert'),
  );
  await expect(card.getByTestId('bio')).not.toHaveCount(0);
});
