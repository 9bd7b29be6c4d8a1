import { SYSTEM_FONT_STACK } from './design/fonts.js';
import { FREQUENCY_RULES, NEW_POPUP_REPEAT_AFTER_DAYS } from './constants.js';
import type { DesignedField, Language, PopupDesign, Theme } from './types/design.js';
import type { PopupRecord } from './types/popup.js';
import { fieldKey, fieldKeyFor } from './validators/field-key.js';

/** The default theme: text and button colours pass WCAG AA (≥ 4.5:1) on their backgrounds. */
export const DEFAULT_THEME: Theme = {
  background: '#ffffff',
  text: '#1f2330',
  accent: '#4338ca',
  accent_text: '#ffffff',
  font: SYSTEM_FONT_STACK,
  radius: 12,
  overlay: 'rgba(15, 18, 30, 0.6)',
};

export function emailField(count: number, label: string, placeholder: string): DesignedField {
  return {
    count,
    type: 'email',
    name: 'email',
    id: `email_${count}`,
    field_key: fieldKey('email'),
    short_name: 'email',
    placeholder,
    value: '',
    created_as: 'email',
    created_version: '1',
    property_name: 'email',
    label,
    required: true,
  };
}

const copy = {
  en: {
    heading: 'Get 10% off your first order',
    text: 'Join our newsletter for early access to new arrivals and members-only offers.',
    label: 'Email address',
    placeholder: 'you@example.com',
    button: 'Get my discount',
    thanksHeading: 'Thank you!',
    thanksText: 'Check your inbox: your code is on its way.',
    continue: 'Continue shopping',
  },
  he: {
    heading: 'קבלו 10% הנחה על ההזמנה הראשונה',
    text: 'הצטרפו לניוזלטר שלנו לגישה מוקדמת למוצרים חדשים ולהטבות לחברים בלבד.',
    label: 'כתובת אימייל',
    placeholder: 'you@example.com',
    button: 'לקבלת ההנחה',
    thanksHeading: 'תודה!',
    thanksText: 'הקוד בדרך לתיבת הדואר שלכם.',
    continue: 'להמשך הקנייה',
  },
} as const;

/** A lead-capture design with one email field and a thank-you screen. */
export function leadPopupDesign(lang: Language = 'en'): PopupDesign {
  const c = copy[lang];
  return {
    lang,
    theme: DEFAULT_THEME,
    screens: {
      main: [
        { kind: 'heading', text: c.heading },
        { kind: 'text', text: c.text },
        { kind: 'fields', fields: [emailField(1, c.label, c.placeholder)] },
        { kind: 'button', text: c.button, action: 'submit' },
      ],
      thank_you: [
        { kind: 'heading', text: c.thanksHeading },
        { kind: 'text', text: c.thanksText },
        { kind: 'button', text: c.continue, action: 'close' },
      ],
    },
  };
}

const formCopy = {
  en: {
    heading: 'Join the roasters’ club',
    text: 'Tell us how you brew and we will send beans to match.',
    button: 'Join the club',
    firstName: 'First name',
    email: 'Email address',
    phone: 'Mobile phone',
    sms: 'SMS number',
    bags: 'Bags a month',
    delivery: 'First delivery',
    birthday: 'Birthday',
    website: 'Your website',
    roast: 'Roast',
    roasts: ['Light', 'Medium', 'Dark'],
    methods: 'Brewing methods',
    methodOptions: ['Espresso', 'Filter', 'French press'],
    origins: 'Favourite origins',
    originOptions: ['Ethiopia', 'Colombia', 'Kenya'],
    sendMe: 'Send me',
    sendOptions: ['Offers', 'Recipes'],
    country: 'Country',
    countries: ['Israel', 'United Kingdom', 'United States'],
    company: 'Company',
    notes: 'Anything else?',
    consent: 'I agree to receive emails from Northwind Coffee',
  },
  he: {
    heading: 'הצטרפו למועדון הקולים',
    text: 'ספרו לנו איך אתם מכינים קפה ונשלח פולים שמתאימים.',
    button: 'הצטרפות למועדון',
    firstName: 'שם פרטי',
    email: 'כתובת אימייל',
    phone: 'טלפון נייד',
    sms: 'מספר ל-SMS',
    bags: 'שקיות בחודש',
    delivery: 'משלוח ראשון',
    birthday: 'יום הולדת',
    website: 'האתר שלכם',
    roast: 'קלייה',
    roasts: ['בהירה', 'בינונית', 'כהה'],
    methods: 'שיטות הכנה',
    methodOptions: ['אספרסו', 'פילטר', 'פרנץ׳ פרס'],
    origins: 'מקורות אהובים',
    originOptions: ['אתיופיה', 'קולומביה', 'קניה'],
    sendMe: 'שלחו לי',
    sendOptions: ['מבצעים', 'מתכונים'],
    country: 'מדינה',
    countries: ['ישראל', 'בריטניה', 'ארצות הברית'],
    company: 'חברה',
    notes: 'משהו נוסף?',
    consent: 'אני מסכים/ה לקבל אימיילים מ-Northwind Coffee',
  },
} as const;

/**
 * A sign-up design holding one field of every SPEC §3 kind, for the gallery and the form tests:
 * name, email, international phone, SMS, number, date, birthday, website, radio, checkbox group,
 * multi-select, preference, select, text, free field, consent and a hidden field.
 */
export function everyFieldDesign(lang: Language = 'en'): PopupDesign {
  const c = formCopy[lang];
  let count = 0;
  const field = (type: DesignedField['type'], name: string, label: string, extra: Partial<DesignedField> = {}): DesignedField => {
    count += 1;
    return {
      count,
      type,
      name,
      id: `${type}_${count}`,
      field_key: fieldKeyFor({ name, type, count }),
      short_name: name,
      placeholder: '',
      value: '',
      created_as: type,
      created_version: '1',
      property_name: name,
      label,
      ...extra,
    };
  };
  const fields: DesignedField[] = [
    field('name', 'first_name', c.firstName, { required: true }),
    emailField((count += 1), c.email, 'you@example.com'),
    field('phone', 'phone', c.phone, { phone_mode: 'international', default_country: 'IL' }),
    field('sms', 'sms', c.sms, { phone_mode: 'pattern' }),
    field('number', 'bags_a_month', c.bags),
    field('date', 'first_delivery', c.delivery),
    field('birthday', 'birthday', c.birthday),
    field('website_url', 'website', c.website, { placeholder: 'https://' }),
    field('radio', 'roast', c.roast, { options: [...c.roasts], required: true }),
    field('checkbox', 'brewing_methods', c.methods, { options: [...c.methodOptions] }),
    field('multi_select', 'origins', c.origins, { options: [...c.originOptions] }),
    field('preference', 'preferences', c.sendMe, { options: [...c.sendOptions] }),
    field('select', 'country', c.country, { options: [...c.countries] }),
    field('text', 'company', c.company),
    field('free_field', 'notes', c.notes),
    field('consent', 'consent', c.consent, { required: true }),
    field('hidden', 'campaign', 'campaign', { value: 'autumn-club' }),
  ];
  const lead = leadPopupDesign(lang);
  return {
    lang,
    theme: DEFAULT_THEME,
    screens: {
      main: [
        { kind: 'heading', text: c.heading },
        { kind: 'text', text: c.text },
        { kind: 'fields', fields },
        { kind: 'button', text: c.button, action: 'submit' },
      ],
      thank_you: lead.screens.thank_you!,
    },
  };
}

/**
 * How often a new pop-up comes back (issue 15), as the peers default: once every
 * NEW_POPUP_REPEAT_AFTER_DAYS days, so a visitor who closed it is not asked again on the next
 * page, and never again once converted. SPEC §9's rules count from the view, so "after a close"
 * is "after the view that was closed". Pop-ups saved before keep their own rule; an owner can
 * pick any rule in the editor.
 */
export const NEW_POPUP_FREQUENCY = {
  d_f_r: FREQUENCY_RULES.onceEveryFewDays,
  d_f_a: NEW_POPUP_REPEAT_AFTER_DAYS,
  stop_showing_to_converted_users: 1,
} as const satisfies Pick<PopupRecord, 'd_f_r' | 'd_f_a' | 'stop_showing_to_converted_users'>;
