import { DEFAULT_THEME, emailField } from '../design-defaults.js';
import type { DesignedField, Language, PopupDesign } from '../types/design.js';
import type { GamifiedPrize } from '../types/prize.js';
import { fieldKey } from '../validators/field-key.js';
import type { GameKind } from './game-kind.js';

const copy = {
  en: {
    heading: { wheel: 'Spin to win', scratch: 'Scratch and win', gift_box: 'Pick a gift' },
    text: {
      wheel: 'Enter your email and spin the wheel: most spins win a prize.',
      scratch: 'Enter your email and scratch the card to see what you won.',
      gift_box: 'Enter your email and pick one of the boxes: a prize waits inside most of them.',
    },
    button: { wheel: 'Spin the wheel', scratch: 'Start scratching', gift_box: 'Choose my box' },
    label: 'Email address',
    playing: 'Good luck!',
    playingText: { wheel: 'The wheel is spinning…', scratch: 'Scratch the card, or press Reveal.', gift_box: 'Pick a box to open it.' },
    won: 'You won {{prize_label}}!',
    wonText: 'Use this code at checkout:',
    wonButton: 'Start shopping',
    lost: 'So close!',
    lostText: 'No prize this time. Thank you for playing.',
    lostButton: 'Close',
    prizes: ['10% off', 'Free shipping', '15% off', 'A free gift', 'No luck'],
  },
  he: {
    heading: { wheel: 'סובבו וזכו', scratch: 'גרדו וזכו', gift_box: 'בחרו מתנה' },
    text: {
      wheel: 'הזינו אימייל וסובבו את הגלגל: רוב הסיבובים זוכים בפרס.',
      scratch: 'הזינו אימייל וגרדו את הכרטיס כדי לגלות במה זכיתם.',
      gift_box: 'הזינו אימייל ובחרו אחת מהקופסאות: ברובן מחכה פרס.',
    },
    button: { wheel: 'לסובב את הגלגל', scratch: 'להתחיל לגרד', gift_box: 'לבחור קופסה' },
    label: 'כתובת אימייל',
    playing: 'בהצלחה!',
    playingText: { wheel: 'הגלגל מסתובב…', scratch: 'גרדו את הכרטיס, או לחצו על גילוי.', gift_box: 'בחרו קופסה כדי לפתוח אותה.' },
    won: 'זכיתם ב{{prize_label}}!',
    wonText: 'השתמשו בקוד הזה בקופה:',
    wonButton: 'לקניות',
    lost: 'כמעט!',
    lostText: 'הפעם ללא פרס. תודה ששיחקתם.',
    lostButton: 'סגירה',
    prizes: ['10% הנחה', 'משלוח חינם', '15% הנחה', 'מתנה', 'לא הפעם'],
  },
} as const;

/** A hidden field that stores the drawn prize with the lead (SPEC §3: {{prize_code}}, {{prize_label}}). */
function prizeField(count: number, name: string, placeholder: string): DesignedField {
  return {
    count,
    type: 'hidden',
    name,
    id: `hidden_${count}`,
    field_key: fieldKey(name),
    short_name: name,
    placeholder: '',
    value: placeholder,
    created_as: 'hidden',
    created_version: '1',
    property_name: name,
    label: name,
  };
}

/**
 * A new gamified pop-up's design (issue 17): the visitor gives an email and plays; the winning
 * screen shows the prize and its code, the losing screen thanks them. The lead carries the
 * prize in two hidden fields.
 */
export function gamifiedPopupDesign(lang: Language, game: GameKind): PopupDesign {
  const c = copy[lang];
  return {
    lang,
    theme: DEFAULT_THEME,
    screens: {
      main: [
        { kind: 'heading', text: c.heading[game] },
        { kind: 'text', text: c.text[game] },
        {
          kind: 'fields',
          fields: [emailField(1, c.label, 'you@example.com'), prizeField(2, 'prize', '{{prize_label}}'), prizeField(3, 'prize_code', '{{prize_code}}')],
        },
        { kind: 'button', text: c.button[game], action: 'submit' },
      ],
      play: [
        { kind: 'heading', text: c.playing },
        { kind: 'text', text: c.playingText[game] },
      ],
      winning: [
        { kind: 'heading', text: c.won },
        { kind: 'text', text: c.wonText },
        { kind: 'coupon', code: '{{prize_code}}' },
        { kind: 'button', text: c.wonButton, action: 'close' },
      ],
      losing: [
        { kind: 'heading', text: c.lost },
        { kind: 'text', text: c.lostText },
        { kind: 'button', text: c.lostButton, action: 'close' },
      ],
    },
  };
}

const redirectNone = { redirect_to_url: '', redirect_close: false, redirect_close_delay: 0 };

/** Sample prizes for a new game: four winning ones and a losing one, chances adding up to 100. */
export function samplePrizes(lang: Language): GamifiedPrize[] {
  const labels = copy[lang].prizes;
  const rows: Array<[string, number, boolean]> = [
    ['SPIN10', 30, true],
    ['FREESHIP', 25, true],
    ['SPIN15', 15, true],
    ['GIFT', 10, true],
    ['', 20, false],
  ];
  return rows.map(([code, chances, winning], i) => ({
    label: labels[i]!,
    code,
    chances,
    loosing_option: !winning,
    is_winner: winning,
    prize_id: `prize_${i + 1}`,
    redirect_to: false,
    redirect_to_options: { ...redirectNone },
  }));
}
