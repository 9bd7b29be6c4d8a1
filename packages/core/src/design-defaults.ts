import type { DesignedField, Language, PopupDesign, Theme } from './types/design.js';
import { fieldKey } from './validators/field-key.js';

/** The default theme: text and button colours pass WCAG AA (≥ 4.5:1) on their backgrounds. */
export const DEFAULT_THEME: Theme = {
  background: '#ffffff',
  text: '#1f2330',
  accent: '#4338ca',
  accent_text: '#ffffff',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radius: 12,
  overlay: 'rgba(15, 18, 30, 0.6)',
};

export function emailField(count: number, label: string, placeholder: string): DesignedField {
  return {
    count, type: 'email', name: 'email', id: `email_${count}`, field_key: fieldKey('email'), short_name: 'email',
    placeholder, value: '', created_as: 'email', created_version: '1', property_name: 'email', label, required: true,
  };
}

const copy = {
  en: {
    heading: 'Get 10% off your first order',
    text: 'Join our newsletter for early access to new arrivals and members-only offers.',
    label: 'Email address', placeholder: 'you@example.com', button: 'Get my discount',
    thanksHeading: 'Thank you!', thanksText: 'Check your inbox: your code is on its way.', continue: 'Continue shopping',
  },
  he: {
    heading: 'קבלו 10% הנחה על ההזמנה הראשונה',
    text: 'הצטרפו לניוזלטר שלנו לגישה מוקדמת למוצרים חדשים ולהטבות לחברים בלבד.',
    label: 'כתובת אימייל', placeholder: 'you@example.com', button: 'לקבלת ההנחה',
    thanksHeading: 'תודה!', thanksText: 'הקוד בדרך לתיבת הדואר שלכם.', continue: 'להמשך הקנייה',
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
