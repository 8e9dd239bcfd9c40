import { expect, test } from './fixtures';
import {
  brandToggle,
  clearMark as clear,
  consentRow as row,
  offThenOn,
  readProfile,
  seedProfile,
  useTheme,
} from './support/brand-profile';
import { screenChecker } from './support/screens';

/**
 * The brand profile in the pain point analysis, offer, lead magnet and competitor tools: their
 * wizards prefill from it and mark what they filled, every generation carries the toggle, and the
 * analysis and offer results offer their values to it with consent.
 */
const checkScreen = screenChecker('brand-tools-');

test('pain point analysis: product and market prefilled and marked, the toggle, the result added with consent', async ({
  page,
  user: _,
}) => {
  test.setTimeout(120_000);
  // An empty profile fills nothing and says how to fill it instead of showing the toggle.
  await page.goto('/pain-point-analysis/new');
  await expect(page.getByRole('link', { name: 'Fill in your brand profile' })).toBeVisible();
  await expect(brandToggle(page)).toHaveCount(0);
  await expect(page.getByText('From your brand profile')).toHaveCount(0);
  await expect(page.getByLabel('Product Description', { exact: true })).toHaveValue('');

  await seedProfile(page, {
    offer: 'A six-week online course that stops leash pulling without harsh corrections',
    audience: 'First-time dog owners in cities',
    painPoints: ['Walks feel like a tug of war'],
  });
  await page.reload();
  const description = page.getByLabel('Product Description', { exact: true });
  const market = page.getByLabel('Target Market (optional)', { exact: true });
  await expect(description).toHaveValue('A six-week online course that stops leash pulling without harsh corrections');
  await expect(market).toHaveValue('First-time dog owners in cities');
  await expect(clear(page, 'Product Description')).toBeVisible();
  await expect(clear(page, 'Target Market')).toBeVisible();
  await expect(page.getByText('From your brand profile')).toHaveCount(2);
  await page.getByLabel('Product Name', { exact: true }).fill('Calm Canine');
  await checkScreen(page, 'ppa-form-prefilled');

  // Clear empties the answer and the mark goes; an edited answer loses its mark too.
  await clear(page, 'Target Market').click();
  await expect(market).toHaveValue('');
  await expect(clear(page, 'Target Market')).toHaveCount(0);
  await description.fill('A six-week online course that stops leash pulling.');
  await expect(clear(page, 'Product Description')).toHaveCount(0);

  await offThenOn(
    page,
    '/api/pain-point-analyses',
    () => page.getByRole('button', { name: 'Generate Analysis' }).click(),
    page.getByRole('alert').filter({ hasText: 'The AI provider is not answering right now.' }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calm Canine');
  const analysisId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The result offers audience, pain points and promise; filled fields start unticked.
  await page.getByRole('button', { name: 'Add to brand profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to brand profile' });
  const audience = row(dialog, 'Target audience');
  const pains = row(dialog, 'Audience pain points');
  const promise = row(dialog, 'Transformation promise');
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await expect(audience.box).not.toBeChecked();
  await expect(audience.item).toContainText('First-time dog owners in cities');
  await expect(pains.box).not.toBeChecked();
  await expect(pains.item).toContainText('Walks feel like a tug of war');
  await expect(promise.box).toBeChecked();
  await expect(promise.item).toContainText('Empty');
  const newPromise = ((await promise.item.locator('dd').last().textContent()) ?? '').trim();
  expect(newPromise).toContain('Calm Canine');
  await checkScreen(page, 'ppa-add-dialog');
  await pains.box.check();
  await dialog.getByRole('button', { name: 'Add to brand profile' }).click();
  await expect(page.getByText('Added 2 fields to your brand profile')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await checkScreen(page, 'ppa-detail');

  const profile = await readProfile(page);
  expect(profile.fields.audience?.value).toBe('First-time dog owners in cities');
  expect(profile.fields.audience?.source.tool).toBe('manual');
  expect(profile.fields.painPoints?.value).not.toContain('Walks feel like a tug of war');
  expect(profile.fields.painPoints?.value.length).toBeGreaterThanOrEqual(3);
  expect(profile.fields.painPoints?.source).toEqual({ tool: 'pain-point-analysis', id: analysisId });
  expect(profile.fields.promise?.value).toBe(newPromise);
});

test('offer wizard: four answers prefilled and marked, the toggle, the offer added with consent (light)', async ({
  page,
  user: _,
}) => {
  test.setTimeout(120_000);
  await useTheme(page, 'light');
  await page.goto('/dashboard');
  await seedProfile(page, {
    displayName: 'Good Dog Academy',
    audience: 'New puppy owners who work full time',
    painPoints: ['Pulling on the leash', 'Barking when left alone'],
    promise: 'A calm dog that can be left alone for a workday',
  });
  await page.goto('/offer-engineering/new');
  await expect(page.getByLabel('Business Name *', { exact: true })).toHaveValue('Good Dog Academy');
  await expect(page.getByLabel('Target Audience *', { exact: true })).toHaveValue(
    'New puppy owners who work full time',
  );
  await expect(clear(page, 'Business Name')).toBeVisible();
  await expect(clear(page, 'Target Audience')).toBeVisible();
  await checkScreen(page, 'offer-step1-prefilled', { theme: 'light' });
  await page.getByRole('button', { name: 'Next' }).click();

  const problem = page.getByLabel('Main Problem *', { exact: true });
  const outcome = page.getByLabel('Desired Outcome *', { exact: true });
  await expect(problem).toHaveValue('Pulling on the leash\nBarking when left alone');
  await expect(outcome).toHaveValue('A calm dog that can be left alone for a workday');
  await expect(clear(page, 'Main Problem')).toBeVisible();
  await expect(clear(page, 'Current Solution')).toHaveCount(0);
  await checkScreen(page, 'offer-step2-prefilled', { theme: 'light' });
  await clear(page, 'Desired Outcome').click();
  await expect(outcome).toHaveValue('');
  await expect(clear(page, 'Desired Outcome')).toHaveCount(0);
  // A cleared required answer is still required.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Desired outcome must not be empty')).toBeVisible();
  await outcome.fill('A dog that walks on a loose leash in four weeks');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await checkScreen(page, 'offer-step3-toggle', { theme: 'light' });

  const generate = page.getByRole('button', { name: 'Generate Offer' });
  await offThenOn(
    page,
    '/api/offers',
    () => generate.click(),
    page.getByRole('alert').filter({ hasText: 'Your answers are kept' }),
  );
  await expect(page.getByText('Offer generated successfully!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'View the offer for Good Dog Academy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good Dog Academy');
  const offerId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Name and audience came from the profile and are the same: nothing to tick. The promise is filled
  // (unticked), the offer line empty (ticked).
  await page.getByRole('button', { name: 'Add to brand profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to brand profile' });
  await expect(row(dialog, 'Display name').item).toContainText('Already in your profile.');
  await expect(row(dialog, 'Display name').box).toBeDisabled();
  await expect(row(dialog, 'Target audience').box).toBeDisabled();
  const promise = row(dialog, 'Transformation promise');
  await expect(promise.box).not.toBeChecked();
  await expect(promise.item).toContainText('A calm dog that can be left alone for a workday');
  const offer = row(dialog, 'Offer in one line');
  await expect(offer.box).toBeChecked();
  await expect(offer.item).toContainText('Empty');
  const line = ((await offer.item.locator('dd').last().textContent()) ?? '').trim();
  expect(line.length).toBeGreaterThan(0);
  expect(line.length).toBeLessThanOrEqual(200);
  await checkScreen(page, 'offer-add-dialog', { theme: 'light' });
  await dialog.getByRole('button', { name: 'Add to brand profile' }).click();
  await expect(page.getByText('Added 1 field to your brand profile')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await checkScreen(page, 'offer-detail', { theme: 'light' });

  const profile = await readProfile(page);
  expect(profile.fields.offer?.value).toBe(line);
  expect(profile.fields.offer?.source).toEqual({ tool: 'offer', id: offerId });
  expect(profile.fields.promise?.value).toBe('A calm dog that can be left alone for a workday');
  expect(profile.fields.promise?.source.tool).toBe('manual');
});

test('lead magnet wizard: audience and pain points prefilled and marked, a hand-off wins, the toggle', async ({
  page,
  user: _,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard');
  await seedProfile(page, {
    audience: 'Nurses working night shifts',
    // The third is longer than a lead magnet's pain point may be: it is left out, not cut.
    painPoints: ['No time to cook after a shift', 'Vending machine dinners', 'x'.repeat(250)],
  });

  // Values handed on by a pain point analysis win over the profile.
  await page.goto('/lead-magnet-generator/new?from=pain-point-analysis&audience=Paramedics&pain=Cold+food');
  await expect(page.getByLabel('Target audience', { exact: true })).toHaveValue('Paramedics');
  await expect(page.getByText('From your brand profile')).toHaveCount(0);

  await page.goto('/lead-magnet-generator/new');
  const audience = page.getByLabel('Target audience', { exact: true });
  await expect(audience).toHaveValue('Nurses working night shifts');
  await expect(clear(page, 'Target audience')).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('The Night Shift Meal Prep Kit');
  await checkScreen(page, 'lm-step1-prefilled');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Healthcare' });
  await page.getByRole('button', { name: 'Next' }).click();

  const chips = page.getByRole('list', { name: 'Pain points', exact: true }).getByRole('listitem');
  await expect(chips).toHaveText(['No time to cook after a shift', 'Vending machine dinners']);
  await expect(clear(page, 'Pain points')).toBeVisible();
  await checkScreen(page, 'lm-step3-prefilled');
  // Clear takes out the profile's pain points and keeps the person's own.
  await page.getByLabel('Add a pain point').fill('Eating at 4 am');
  await page.getByLabel('Add a pain point').press('Enter');
  await clear(page, 'Pain points').click();
  await expect(chips).toHaveText(['Eating at 4 am']);
  await expect(clear(page, 'Pain points')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Viral Hooks Collection').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Section title').fill('Your one-hour prep session');
  await page.getByLabel('Section description').fill('How to prep a week of meals in one hour.');
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  await checkScreen(page, 'lm-step6-toggle');

  await offThenOn(
    page,
    '/api/lead-magnets',
    () => page.getByRole('button', { name: 'Generate Lead Magnet' }).click(),
    page.getByRole('alert').filter({ hasText: 'The AI provider is not answering right now.' }),
  );
  await expect(page.getByText('Lead magnet generated successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Night Shift Meal Prep Kit');
});

test('competitor wizard: the first platform it can analyse and the niche prefilled and marked, the toggle (light)', async ({
  page,
  user: _,
}) => {
  test.setTimeout(120_000);
  await useTheme(page, 'light');
  await page.goto('/dashboard');
  await seedProfile(page, { platforms: ['facebook', 'tiktok', 'instagram'], niche: 'Dog training for new owners' });
  await page.goto('/competitor-analysis');
  await page.getByRole('button', { name: 'Create First Analysis' }).click();
  // Facebook is not a platform competitors can be analysed on; TikTok is the first that is.
  await expect(page.getByLabel('TikTok')).toBeChecked();
  await expect(clear(page, 'Platform')).toBeVisible();
  await checkScreen(page, 'ca-platform-prefilled', { theme: 'light' });
  await clear(page, 'Platform').click();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(clear(page, 'Platform')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a platform');
  await page.getByLabel('Instagram').check();
  await page.getByRole('button', { name: 'Next' }).click();

  const competitor = page.getByTestId('competitor-row').first();
  await competitor.getByLabel('Name').fill('Pawsitive Pups');
  await competitor.getByLabel('Handle').fill('@pawsitivepups');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Industry context (optional)')).toHaveValue('Dog training for new owners');
  await expect(clear(page, 'Industry context')).toBeVisible();
  await checkScreen(page, 'ca-context-prefilled', { theme: 'light' });

  await offThenOn(
    page,
    '/api/competitor-analyses',
    () => page.getByRole('button', { name: 'Analyze with AI' }).click(),
    page.getByRole('alert').filter({ hasText: 'The AI provider is not answering right now.' }),
  );
  await expect(page.getByText('Competitor analysis completed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitor Analysis');
});

test('long profile values prefill every wizard without pushing the page sideways, and the dialog wraps them', async ({
  page,
  user: _,
}) => {
  // Seven screens, each checked with axe and shot at two widths: slow on a loaded machine.
  test.setTimeout(180_000);
  await page.goto('/dashboard');
  const word = (n: number, c: string) => c.repeat(n);
  await seedProfile(page, {
    displayName: word(120, 'n'),
    offer: word(200, 'o'),
    audience: word(300, 'a'),
    promise: word(500, 'p'),
    niche: word(200, 'c'),
    painPoints: Array.from({ length: 15 }, (_, i) => `${String(i).padStart(2, '0')}${word(198, 'q')}`),
    platforms: ['youtube'],
  });
  await page.goto('/pain-point-analysis/new');
  await expect(page.getByLabel('Target Market (optional)', { exact: true })).toHaveValue(word(300, 'a'));
  await page.getByLabel('Product Name', { exact: true }).fill(word(120, 'P'));
  await checkScreen(page, 'long-ppa-form');
  await page.getByRole('button', { name: 'Generate Analysis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(word(120, 'P'));
  await page.getByRole('button', { name: 'Add to brand profile' }).click();
  // The market came from the profile, so the audience is already there; the long promise is shown as it is now.
  const dialog = page.getByRole('dialog', { name: 'Add to brand profile' });
  await expect(dialog).toContainText('Already in your profile.');
  await expect(dialog).toContainText(word(500, 'p'));
  await checkScreen(page, 'long-ppa-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/offer-engineering/new');
  await expect(page.getByLabel('Business Name *', { exact: true })).toHaveValue(word(120, 'n'));
  await checkScreen(page, 'long-offer-step1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Desired Outcome *', { exact: true })).toHaveValue(word(500, 'p'));
  await checkScreen(page, 'long-offer-step2');

  // The audience fits a lead magnet; the pain points (200 characters each) do too.
  await page.goto('/lead-magnet-generator/new');
  await expect(page.getByLabel('Target audience', { exact: true })).toHaveValue(word(300, 'a'));
  await page.getByLabel('Title', { exact: true }).fill('Kit');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Industry' }).selectOption({ label: 'Healthcare' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Pain points', exact: true }).getByRole('listitem')).toHaveCount(15);
  await checkScreen(page, 'long-lm-step3');

  await page.goto('/competitor-analysis');
  await page.getByRole('button', { name: 'Create First Analysis' }).click();
  await expect(page.getByLabel('YouTube')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  const competitor = page.getByTestId('competitor-row').first();
  await competitor.getByLabel('Name').fill('Pawsitive Pups');
  await competitor.getByLabel('Handle').fill('@pawsitivepups');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Industry context (optional)')).toHaveValue(word(200, 'c'));
  await checkScreen(page, 'long-ca-context');
});
