import { isValidEmail } from '@beckon/core';
import { MAX_VIEW_CAP, type PlanChange } from './repositories/accounts.js';
import { MAX_RESTRICTION_SETTING_LENGTH, type RestrictionChange } from './repositories/sites.js';
import { CLIENT_ID_PATTERN } from '@beckon/core';

/**
 * The operator's plan commands of the CLI (issue 15), read from parseArgs values into the same
 * changes the operator's admin call makes; a message naming the option when one is wrong.
 */
export function planChangeOf(values: {
  email?: string | undefined;
  'max-views'?: string | undefined;
  unlimited?: boolean | undefined;
  freemium?: string | undefined;
}): { email: string; change: PlanChange } | string {
  const email = values.email?.trim() ?? '';
  if (email === '') return 'set-plan needs --email, e.g. beckon set-plan --email owner@example.com --max-views 10000';
  if (!isValidEmail(email)) return `"${email}" is not an email address.`;
  const change: PlanChange = {};
  if (values['max-views'] !== undefined && values.unlimited) return 'Give either --max-views N or --unlimited, not both.';
  if (values['max-views'] !== undefined) {
    const text = values['max-views'].trim();
    const views = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!(views <= MAX_VIEW_CAP)) return `--max-views must be a whole number from 0 to ${MAX_VIEW_CAP}, got "${values['max-views']}".`;
    change.max_monthly_views = views;
  }
  if (values.unlimited) change.max_monthly_views = null;
  if (values.freemium !== undefined) {
    if (values.freemium !== 'on' && values.freemium !== 'off') return `--freemium must be on or off, got "${values.freemium}".`;
    change.freemium = values.freemium === 'on';
  }
  if (Object.keys(change).length === 0) return 'set-plan changes nothing without --max-views N, --unlimited or --freemium on|off.';
  return { email, change };
}

const CLIENT_ID = new RegExp(CLIENT_ID_PATTERN);
// eslint-disable-next-line no-control-regex
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f<>]/;

export function restrictionChangeOf(values: {
  client?: string | undefined;
  on?: boolean | undefined;
  off?: boolean | undefined;
  setting?: string | undefined;
}): { clientId: string; change: RestrictionChange } | string {
  const clientId = values.client?.trim() ?? '';
  if (clientId === '') return 'set-restriction needs --client, e.g. beckon set-restriction --client CLIENT_ID --on';
  if (!CLIENT_ID.test(clientId)) return `"${clientId}" is not a client id.`;
  if (Boolean(values.on) === Boolean(values.off)) return 'set-restriction needs exactly one of --on or --off.';
  const change: RestrictionChange = { restricted: Boolean(values.on) };
  if (values.setting !== undefined) {
    if (values.setting.length > MAX_RESTRICTION_SETTING_LENGTH || UNSHOWABLE.test(values.setting)) {
      return `--setting is text of at most ${MAX_RESTRICTION_SETTING_LENGTH} characters, without control characters or < >.`;
    }
    change.setting = values.setting === '' ? null : values.setting;
  }
  return { clientId, change };
}
