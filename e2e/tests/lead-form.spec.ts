import type { Page } from '@playwright/test';
import { emailField, everyFieldDesign, leadPopupDesign, type DesignedField } from '@beckon/core';
import { adminLogin, expect, test, expectLive } from '../support/fixtures.js';
import { siteWith } from '../support/sites.js';
import { ageViews } from '../support/views.js';

/**
 * Issue 5: a visitor fills a form holding every field kind with the keyboard alone, meets each
 * SPEC §5 message, takes the 'Did you mean ...?' correction, and submits; the stored lead is then
 * read back through the admin API field by field.
 */
test.use({ locale: 'en-US', timezoneId: 'UTC' });

/** What has focus inside the pop-up: its label's text, or a button's own name. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const root = document.querySelector('beckon-popup')!.shadowRoot!;
    const el = root.activeElement as HTMLInputElement | null;
    if (!el) return '';
    const label = el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
    return label.trim();
  });
}

/** Presses Tab until the field labelled `label` has focus, as a keyboard user would. */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if ((await focused(page)) === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached "${label}"`);
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await tabTo(page, label);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

test('every field kind, keyboard only: each error message, the email correction, then a lead stored field by field', async ({ page, request, server }) => {
  const design = everyFieldDesign('en');
  const { clientId, ids } = await siteWith(request, server, [{ title: 'Join the roasters’ club', design }]);
  await page.goto(`/demo/plain-site?client=${clientId}`);
  const dialog = page.getByRole('dialog', { name: 'Join the roasters’ club' });
  await expectLive(dialog);
  const error = (field: string) => dialog.locator(`[id$="-${field}-error"]`);

  // An empty form is refused with the shake, the email highlighted, and each required field said.
  await tabTo(page, 'Join the club');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveClass(/bk-shake/);
  await expect(error('email')).toHaveText('This field is required');
  await expect(error('first_name')).toHaveText('This field is required');
  await expect(error('radio_9')).toHaveText('Please choose at least one option');
  await expect(dialog.locator('[name=email]')).toBeFocused();

  // Wrong values, one rule each.
  await typeInto(page, 'First name', 'Ada 2');
  await typeInto(page, 'Email address', 'ada@gmial.com');
  await typeInto(page, 'Mobile phone', '12');
  await typeInto(page, 'SMS number', '+44 77OO 900123');
  await typeInto(page, 'Birthday', '01012999');
  await tabTo(page, 'Join the club');
  await page.keyboard.press('Enter');
  await expect(error('first_name')).toHaveText('Please enter at least 2 or more characters');
  await expect(error('phone_3')).toHaveText('Invalid number - please try again');
  await expect(error('sms_4')).toHaveText('Please enter 7 to 15 digits and avoid using letters or symbols');
  await expect(error('birthday')).toHaveText('Please enter a valid birthday.');
  await expect(dialog.getByRole('status').filter({ hasText: 'Did you mean' })).toHaveText('Did you mean ada@gmail.com?');

  // The correction is a button: the keyboard takes it.
  await tabTo(page, 'ada@gmail.com');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('[name=email]')).toHaveValue('ada@gmail.com');

  // Right values, every kind.
  await typeInto(page, 'First name', 'Ada');
  await typeInto(page, 'Mobile phone', '050 123 4567');
  await typeInto(page, 'SMS number', '+44 7700 900123');
  await typeInto(page, 'Bags a month', '2.345');
  await typeInto(page, 'First delivery', '12012026');
  await typeInto(page, 'Birthday', '10121990');
  await typeInto(page, 'Your website', 'https://ada.example');
  await tabTo(page, 'Light');
  await page.keyboard.press('ArrowDown');
  for (const choice of ['Espresso', 'Filter', 'Kenya', 'Recipes']) {
    await tabTo(page, choice);
    await page.keyboard.press('Space');
  }
  await tabTo(page, 'Country');
  await page.keyboard.press('i');
  await typeInto(page, 'Company', 'Analytical Engines');
  await typeInto(page, 'Anything else?', 'Oat milk, please');
  await tabTo(page, 'I agree to receive emails from Northwind Coffee');
  await page.keyboard.press('Space');
  // A person's minute over this form, by the server's clock too (issue 15 times a lead from its view).
  await ageViews(server, 60_000);
  await tabTo(page, 'Join the club');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('every-field-thanks.png') });

  await adminLogin(request, server);
  const { leads } = (await (await request.get(`/api/admin/leads?poptin_id=${ids[0]}`)).json()) as {
    leads: Array<{ email: string; spam: string | null; fields: Array<{ field_key: string; label: string; type: string; value: string }> }>;
  };
  expect(leads).toHaveLength(1);
  expect(leads[0]!.email).toBe('ada@gmail.com');
  expect(leads[0]!.spam).toBeNull();
  expect(leads[0]!.fields).toEqual([
    { field_key: 'first_name', label: 'First name', type: 'name', value: 'Ada' },
    { field_key: 'email', label: 'Email address', type: 'email', value: 'ada@gmail.com' },
    { field_key: 'phone_3', label: 'Mobile phone', type: 'phone', value: '+972501234567' },
    { field_key: 'sms_4', label: 'SMS number', type: 'sms', value: '+44 7700 900123' },
    { field_key: 'number_5', label: 'Bags a month', type: 'number', value: '2.35' },
    { field_key: 'date_6', label: 'First delivery', type: 'date', value: '01/12/2026' },
    { field_key: 'birthday', label: 'Birthday', type: 'birthday', value: '12/10/1990' },
    { field_key: 'website_url_8', label: 'Your website', type: 'website_url', value: 'https://ada.example' },
    { field_key: 'radio_9', label: 'Roast', type: 'radio', value: 'Medium' },
    { field_key: 'checkbox_10', label: 'Brewing methods', type: 'checkbox', value: 'Espresso,Filter' },
    { field_key: 'multi_select_11', label: 'Favourite origins', type: 'multi_select', value: 'Kenya' },
    { field_key: 'preferences', label: 'Send me', type: 'preference', value: 'Recipes' },
    { field_key: 'country', label: 'Country', type: 'select', value: 'Israel' },
    { field_key: 'text_14', label: 'Company', type: 'text', value: 'Analytical Engines' },
    { field_key: 'free_field_15', label: 'Anything else?', type: 'free_field', value: 'Oat milk, please' },
    { field_key: 'consent', label: 'I agree to receive emails from Northwind Coffee', type: 'consent', value: 'yes' },
    { field_key: 'hidden_17', label: 'campaign', type: 'hidden', value: 'autumn-club' },
  ]);
});

test('Hebrew: a business-only email refuses free mail, an Israeli number follows the advanced rule, a basic one refuses letters', async ({
  page,
  request,
  server,
}) => {
  const design = leadPopupDesign('he');
  const phone: DesignedField = {
    count: 2,
    type: 'phone',
    name: 'phone',
    id: 'phone_2',
    field_key: 'phone_2',
    short_name: 'phone',
    placeholder: '050-1234567',
    value: '',
    created_as: 'phone',
    created_version: '1',
    property_name: 'phone',
    label: 'טלפון',
    required: true,
    phone_mode: 'israeli',
  };
  design.screens.main = [
    { kind: 'heading', text: 'הצטרפו לרשימה העסקית' },
    {
      kind: 'fields',
      fields: [
        { ...emailField(1, 'אימייל עבודה', 'you@company.co.il'), business_only: true },
        phone,
        { ...phone, count: 3, id: 'phone_3', field_key: 'phone_3', label: 'טלפון נוסף', required: false, phone_mode: 'basic' },
      ],
    },
    design.screens.main![3]!,
  ];
  const { clientId, ids } = await siteWith(request, server, [{ title: 'הצטרפו לרשימה העסקית', design }]);
  await page.clock.install();
  await page.goto(`/demo/plain-site?client=${clientId}`);
  const dialog = page.getByRole('dialog', { name: 'הצטרפו לרשימה העסקית' });
  await expectLive(dialog);
  await expect(dialog).toHaveAttribute('dir', 'rtl');
  const error = (field: string) => dialog.locator(`[id$="-${field}-error"]`);

  await typeInto(page, 'אימייל עבודה', 'dana@gmail.com');
  await typeInto(page, 'טלפון', '060-1234567');
  await typeInto(page, 'טלפון נוסף', '03-abc');
  await tabTo(page, 'לקבלת ההנחה');
  await page.keyboard.press('Enter');
  await expect(error('email')).toHaveText('ניתן להזין כתובות אימייל עסקיות בלבד');
  await expect(error('phone_2')).toHaveText('מספר הטלפון שגוי');
  await expect(error('phone_3')).toHaveText('נא להזין מספר טלפון תקין');
  await page.screenshot({ path: test.info().outputPath('hebrew-errors.png') });

  await typeInto(page, 'אימייל עבודה', 'dana@northwind.co.il');
  await typeInto(page, 'טלפון', '050-1234567');
  await typeInto(page, 'טלפון נוסף', '');
  await page.clock.fastForward(3000);
  await ageViews(server, 3000);
  await tabTo(page, 'לקבלת ההנחה');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'תודה!' })).toBeVisible();
  await adminLogin(request, server);
  const { leads } = (await (await request.get(`/api/admin/leads?poptin_id=${ids[0]}`)).json()) as {
    leads: Array<{ fields: Array<{ field_key: string; value: string }> }>;
  };
  expect(leads.map((l) => Object.fromEntries(l.fields.map((f) => [f.field_key, f.value])))).toEqual([{ email: 'dana@northwind.co.il', phone_2: '0501234567' }]);
});
