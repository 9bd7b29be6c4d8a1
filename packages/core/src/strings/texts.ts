import type { Language } from '../types/design.js';

/**
 * Every fixed text a visitor can see, in English and Hebrew (SPEC §1), one constant per text so
 * a bundle carries only the texts it uses. Use with `t(lang, texts.sentSuccessfully)`.
 */
export type Text = Readonly<Record<Language, string>>;

export const sentSuccessfully: Text = { en: 'Sent successfully!', he: 'נשלח בהצלחה!' };
export const copied: Text = { en: 'Copied', he: 'הועתק' };
export const skip: Text = { en: 'Skip', he: 'דלג' };
export const close: Text = { en: 'Close', he: 'סגירה' };
/** SPEC §3 if_poptin_credit; the product's name stays in Latin letters in Hebrew too. */
export const poweredBy: Text = { en: 'Powered by Beckon', he: 'מופעל על ידי Beckon' };
export const submit: Text = { en: 'Submit', he: 'שליחה' };
export const previewBanner: Text = { en: 'This is a preview. Submission will not be functional.', he: 'זוהי תצוגה מקדימה. השליחה לא תפעל.' };
export const nameTitle: Text = { en: 'Please enter at least 2 or more characters', he: 'נא להזין לפחות 2 תווים' };
export const phonePattern: Text = { en: 'Please enter 7 to 15 digits and avoid using letters or symbols', he: 'נא להזין 7 עד 15 ספרות, ללא אותיות או סימנים' };
export const phoneInvalid: Text = { en: 'Please enter a valid phone number', he: 'נא להזין מספר טלפון תקין' };
export const phoneInternationalInvalid: Text = { en: 'Invalid number - please try again', he: 'מספר לא תקין - נא לנסות שוב' };
export const emailTypos: Text = { en: 'There are typos in the email', he: 'יש שגיאות הקלדה בכתובת האימייל' };
export const emailSuggestion: Text = { en: 'Did you mean {suggestion}?', he: 'האם התכוונת ל-{suggestion}?' };
export const emailBusinessOnly: Text = { en: 'Only business emails are allowed', he: 'ניתן להזין כתובות אימייל עסקיות בלבד' };
export const birthdayInvalid: Text = { en: 'Please enter a valid birthday.', he: 'נא להזין תאריך לידה תקין.' };
export const requiredField: Text = { en: 'This field is required', he: 'שדה חובה' };
export const phoneIsraeliWrong: Text = { en: 'The phone number is wrong', he: 'מספר הטלפון שגוי' };
export const dateInvalid: Text = { en: 'Please enter a valid date in the format dd/mm/yyyy', he: 'נא להזין תאריך תקין בפורמט dd/mm/yyyy' };
export const numberInvalid: Text = { en: 'Please enter a number', he: 'נא להזין מספר' };
export const chooseOption: Text = { en: 'Please choose at least one option', he: 'נא לבחור לפחות אפשרות אחת' };
export const notAnOption: Text = { en: 'Please choose one of the options offered', he: 'נא לבחור אחת מהאפשרויות המוצעות' };
export const websiteInvalid: Text = {
  en: 'Please enter a web address starting with http:// or https://',
  he: 'נא להזין כתובת אתר שמתחילה ב-http:// או https://',
};
export const consentUnchecked: Text = { en: 'Please tick this box to continue', he: 'יש לסמן את התיבה כדי להמשיך' };
export const tooLong: Text = { en: 'Please enter no more than {max} characters', he: 'נא להזין עד {max} תווים' };
export const clientRestricted: Text = { en: 'Client restricted', he: 'הלקוח מוגבל' };
export const domainNotAllowed: Text = { en: "This page is not on the site's allowed domains", he: 'הדף אינו באחד הדומיינים המורשים של האתר' };
export const maxViewsReached: Text = { en: 'You have been reached the max poptins views number', he: 'הגעת למספר הצפיות המרבי' };
export const upgradePrompt: Text = {
  en: 'This site has reached its plan limit. Upgrade to keep showing pop-ups.',
  he: 'האתר הגיע למגבלת התוכנית. יש לשדרג כדי להמשיך להציג חלונות קופצים.',
};
export const copyCode: Text = { en: 'Copy', he: 'העתקה' };
export const days: Text = { en: 'Days', he: 'ימים' };
export const hours: Text = { en: 'Hours', he: 'שעות' };
export const minutes: Text = { en: 'Minutes', he: 'דקות' };
export const seconds: Text = { en: 'Seconds', he: 'שניות' };
export const timeLeft: Text = { en: 'Time left', he: 'הזמן שנותר' };
export const recentActivity: Text = { en: 'Recent activity', he: 'פעילות אחרונה' };
export const upgrade: Text = { en: 'Upgrade', he: 'שדרוג' };
export const sendFailed: Text = { en: 'We could not send this. Please try again.', he: 'לא הצלחנו לשלוח. נא לנסות שוב.' };
export const recommendedProducts: Text = { en: 'Recommended products', he: 'מוצרים מומלצים' };
export const shopNow: Text = { en: 'Shop now', he: 'לקנייה' };
export const addToCart: Text = { en: 'Add to cart', he: 'הוספה לסל' };
/** The group of the pop-up's own store buttons (design_properties.add_to_cart, shopify_add_to_cart_2..6). */
export const storeButtons: Text = { en: 'Products', he: 'מוצרים' };
export const soldOut: Text = { en: 'Sold out', he: 'אזל מהמלאי' };
/** A store's refusal without words of its own (issue 19). */
export const addToCartFailed: Text = {
  en: 'This product could not be added to your cart. Please try again.',
  he: 'לא הצלחנו להוסיף את המוצר לסל. אפשר לנסות שוב.',
};
/** The store could not be asked at all (offline, blocked, down): a failed store fetch, SPEC §8. */
export const storeUnreachable: Text = {
  en: 'We could not reach the store, so this product was not added to your cart. Please check your connection and try again.',
  he: 'לא הצלחנו להתחבר לחנות, ולכן המוצר לא נוסף לסל. נא לבדוק את החיבור ולנסות שוב.',
};
export const wasPrice: Text = { en: 'Was', he: 'במקום' };
export const opensInNewTab: Text = { en: '(opens in a new tab)', he: '(נפתח בכרטיסייה חדשה)' };
/** The first, empty option of a select field. */
export const selectPlaceholder: Text = { en: 'Choose…', he: 'בחרו…' };
/** The invisible field that catches form-filling bots; people never see it. */
export const honeypotLabel: Text = { en: 'Leave this field empty', he: 'השאירו שדה זה ריק' };
/** Issue 5: the human check (Turnstile or reCAPTCHA) was not passed. */
export const captchaFailed: Text = { en: 'Please confirm you are not a robot.', he: 'נא לאשר שאינכם רובוט.' };

// Gamified pop-ups (issue 17): what the games say to every visitor, sighted or not.
export const spinWheel: Text = { en: 'Spin the wheel', he: 'סובבו את הגלגל' };
export const wheelLabel: Text = { en: 'Prize wheel', he: 'גלגל הפרסים' };
export const scratchCard: Text = { en: 'Scratch card: scratch the cover to see your prize', he: 'כרטיס גירוד: גרדו את הכיסוי כדי לגלות את הפרס' };
export const revealPrize: Text = { en: 'Reveal', he: 'גילוי' };
export const pickBox: Text = { en: 'Pick a gift box', he: 'בחרו קופסת מתנה' };
export const giftBoxN: Text = { en: 'Gift box {n} of {count}', he: 'קופסת מתנה {n} מתוך {count}' };
export const playing: Text = { en: 'Good luck…', he: 'בהצלחה…' };
export const youWon: Text = { en: 'You won: {label}', he: 'זכית: {label}' };
export const youLost: Text = { en: 'No prize this time: {label}', he: 'הפעם ללא פרס: {label}' };
export const playFailed: Text = { en: 'The game could not start. Please try again.', he: 'לא ניתן היה להתחיל את המשחק. נא לנסות שוב.' };

// Sign-up form (issue 18): the defaults of every message a sign-up form may set for itself (SPEC §3, §5, §8).
export const signupSuccess: Text = { en: 'Thank you, you have successfully signed up!', he: 'תודה, נרשמת בהצלחה!' };
export const signupFailure: Text = { en: 'Something went wrong. Please try again.', he: 'משהו השתבש. נא לנסות שוב.' };
export const signupAlreadyExists: Text = { en: 'You have already signed up.', he: 'כבר נרשמת.' };
export const signupInvalid: Text = { en: 'Please check the details you entered.', he: 'נא לבדוק את הפרטים שהוזנו.' };
export const signupInvalidSms: Text = {
  en: 'Please enter the number with its country code, e.g. +44 7700 900123',
  he: 'נא להזין את המספר עם קידומת המדינה, למשל +972 50 123 4567',
};
export const signupCaptchaFailed: Text = { en: 'The robot check failed. Please try again.', he: 'בדיקת הרובוט נכשלה. נא לנסות שוב.' };

// Double opt-in (issue 18): the confirmation email's default wording and the pages its links open.
// {{list_name}} and {{confirm_link}} are the placeholders an owner's own wording uses too.
export const confirmEmailSubject: Text = { en: 'Please confirm your subscription to {{list_name}}', he: 'נא לאשר את ההרשמה שלך ל{{list_name}}' };
export const confirmEmailText: Text = {
  en: 'Hello,\n\nPlease confirm that you want to receive {{list_name}} by following this link:\n{{confirm_link}}\n\nIf you did not sign up, ignore this email: you will not be added.',
  he: 'שלום,\n\nנא לאשר שברצונך לקבל את {{list_name}} בלחיצה על הקישור:\n{{confirm_link}}\n\nאם לא נרשמת, אפשר להתעלם מהודעה זו: לא תצורף/י לרשימה.',
};
export const confirmEmailLinkLabel: Text = { en: 'Confirm my subscription', he: 'אישור ההרשמה' };
export const emailUnsubscribeLine: Text = { en: 'Do not want these emails? Unsubscribe: {link}', he: 'לא מעוניינים בהודעות אלה? להסרה: {link}' };
export const emailUnsubscribeLabel: Text = { en: 'Unsubscribe', he: 'הסרה מהרשימה' };
export const subscriptionConfirmedTitle: Text = { en: 'Subscription confirmed', he: 'ההרשמה אושרה' };
export const subscriptionConfirmed: Text = { en: 'Thank you: your subscription to {list} is confirmed.', he: 'תודה: ההרשמה שלך ל{list} אושרה.' };
export const linkInvalidTitle: Text = { en: 'This link does not work', he: 'הקישור אינו תקין' };
export const linkInvalid: Text = {
  en: 'This link is not valid. Please check that it was copied whole, or sign up again.',
  he: 'הקישור אינו תקין. נא לוודא שהועתק במלואו, או להירשם שוב.',
};
export const linkExpired: Text = { en: 'This link has expired; sign up again.', he: 'תוקף הקישור פג; נא להירשם שוב.' };
export const unsubscribeTitle: Text = { en: 'Unsubscribe', he: 'הסרה מהרשימה' };
export const unsubscribeQuestion: Text = { en: 'Stop receiving {list}?', he: 'להפסיק לקבל את {list}?' };
export const unsubscribeButton: Text = { en: 'Unsubscribe', he: 'הסירו אותי' };
export const unsubscribeDone: Text = {
  en: 'You are unsubscribed from {list}: you will not receive these emails any more.',
  he: 'הוסרת מ{list}: לא יישלחו אליך עוד הודעות אלה.',
};
// The sign-up form script (issue 18): its loader and the SMS country-prefix dropdown.
export const signupSending: Text = { en: 'Sending…', he: 'שולח…' };
/** The dropdown's button; {country} is the chosen country's name and dial code, or the dial code alone. */
export const countryCodeButton: Text = { en: 'Country code: {country}', he: 'קידומת מדינה: {country}' };
export const countryCodeNone: Text = { en: 'Choose a country code', he: 'בחירת קידומת מדינה' };
export const countrySearch: Text = { en: 'Search countries', he: 'חיפוש מדינה' };
export const countriesList: Text = { en: 'Countries', he: 'מדינות' };
export const countriesLoading: Text = { en: 'Loading countries…', he: 'טוען מדינות…' };
export const countriesNoMatch: Text = { en: 'No country matches', he: 'אין מדינה מתאימה' };
export const countriesFailed: Text = { en: 'The countries could not be loaded. Please try again.', he: 'לא ניתן היה לטעון את רשימת המדינות. נא לנסות שוב.' };
