import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { POPUP_SIGNUP_DEFAULTS, POPUP_SIGNUP_LIMITS, checkSms, type PopupSettings, type SubmittedField } from '@beckon/core';
import { LIST_ID_PATTERN } from '@beckon/core/api';
import type { Database } from '../db/schema.js';
import type { CompiledPopup } from '../display/site-config.js';
import { ownedListsByPublicId } from '../repositories/lists.js';
import { recordSignup, type JoinedList, type SignupOutcome } from '../repositories/subscribers.js';

/** The bounds of the subscriptions table's columns (migration 0011). */
const CONSENT_TEXT_MAX = 1000;
const SOURCE_URL_MAX = 2048;
const listIdShape = new RegExp(LIST_ID_PATTERN);

/** A lead just committed, as the lists it feeds need it. */
export interface PopupLead {
  /** the pop-up's account: only its own lists are joined */
  accountId: number;
  /** the pop-up's name, the consent wording when its form has no consent box */
  title: string;
  settings: PopupSettings;
  /** the lead's fields as stored (checked against the design, normalised) */
  fields: readonly SubmittedField[];
  /** the lead's normalised email, or null */
  email: string | null;
  /** the page the lead was sent from */
  pageUrl: string;
  /** why the lead looks automated, or null */
  spam: string | null;
  /** where a confirmation email's links point: PUBLIC_URL's origin, else this request's (server-origin.ts) */
  linkOrigin: string;
  now: number;
}

/** Why a lead joined no list, or what its sign-up did. */
export type PopupSignupResult = SignupOutcome | 'no_lists' | 'no_contact' | 'no_consent' | 'automated';

/** The lead's phone, when one of its phone fields holds a number SPEC §5's SMS rule takes. */
function smsNumber(fields: readonly SubmittedField[]): string | null {
  for (const field of fields) {
    if (field.type !== 'phone' && field.type !== 'sms') continue;
    const check = checkSms(field.value);
    if (check.ok && check.value !== '') return check.value;
  }
  return null;
}

/**
 * The wording the lead agreed to: the form's consent box, when it has one (null when it was not
 * ticked: no agreement, no subscription), else the pop-up named, so the owner can tell where
 * the subscriber came from.
 */
function consentText(fields: readonly SubmittedField[], title: string): string | null {
  const box = fields.find((f) => f.type === 'consent');
  if (box !== undefined && box.value !== 'yes') return null;
  const wording = box?.label.trim() || `Pop-up: ${title}`;
  return wording.slice(0, CONSENT_TEXT_MAX);
}

/** Whose setting decides the double opt-in: the pop-up's when it says on or off, else each list's own. */
function joined(list: { id: number; kind: string; double_opt_in: number }, mode = POPUP_SIGNUP_DEFAULTS.signup_double_opt_in): JoinedList {
  // Confirmations go by email: an SMS list never waits for one.
  const doubleOptIn = list.kind === 'email' && (mode === 'on' ? true : mode === 'off' ? false : list.double_opt_in === 1);
  return { id: Number(list.id), doubleOptIn };
}

/**
 * Issue 18: a pop-up's lead joins the lists the pop-up names, those its account owns (another
 * account's list id is ignored) and the lead can be reached on: an email list needs the email,
 * an SMS list the phone. One sign-up transaction, as the sign-up form's (recordSignup).
 */
export async function subscribePopupLead(db: Kysely<Database>, lead: PopupLead): Promise<PopupSignupResult> {
  const named = lead.settings.signup_lists;
  const ids = Array.isArray(named) ? named.filter((id) => typeof id === 'string' && listIdShape.test(id)).slice(0, POPUP_SIGNUP_LIMITS.lists) : [];
  if (ids.length === 0) return 'no_lists';
  // A bot's submission stays a lead (marked), but is kept off lists: it would mail strangers' addresses.
  if (lead.spam !== null) return 'automated';
  const phone = smsNumber(lead.fields);
  if (lead.email === null && phone === null) return 'no_contact';
  const consent = consentText(lead.fields, lead.title);
  if (consent === null) return 'no_consent';
  const owned = await ownedListsByPublicId(db, lead.accountId, ids);
  const lists = owned
    .filter((list) => (list.kind === 'email' ? lead.email !== null : phone !== null))
    .map((list) => joined(list, lead.settings.signup_double_opt_in));
  if (lists.length === 0) return 'no_lists';
  return recordSignup(db, {
    accountId: lead.accountId,
    formId: null,
    email: lead.email,
    phone,
    lists,
    consent,
    sourceUrl: lead.pageUrl.slice(0, SOURCE_URL_MAX),
    linkOrigin: lead.linkOrigin,
    now: lead.now,
  });
}

/** What the conversion route knows of a lead it has just committed. */
export interface CommittedLead {
  fields: readonly SubmittedField[];
  email: string | null;
  url: string;
  spam: string | null;
  now: number;
  linkOrigin: string;
}

/**
 * After the lead is committed: the sign-up never costs the lead, so a failure is logged and the
 * visitor still gets their success (the lead is what they sent; the owner sees it in Leads).
 */
export async function feedPopupLists(db: Kysely<Database>, log: FastifyBaseLogger, popup: CompiledPopup, lead: CommittedLead): Promise<void> {
  const poptinId = popup.id;
  try {
    const { fields, email, url, spam, now, linkOrigin } = lead;
    const signup = { accountId: Number(popup.owner.account_id), title: popup.record.poptin_name, settings: popup.settings };
    const result = await subscribePopupLead(db, { ...signup, fields, email, pageUrl: url, spam, now, linkOrigin });
    if (result !== 'no_lists') log.debug({ poptin_id: poptinId, result }, 'pop-up lead signed up to its lists');
  } catch (error) {
    log.error({ err: error, poptin_id: poptinId }, 'pop-up lead stored but not subscribed to its lists');
  }
}
