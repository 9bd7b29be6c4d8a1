import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CAPTCHA_TOKEN_FIELD,
  CONSENT_PENDING_FIELD,
  CONVERSION_CONTEXT_FIELDS,
  LEAD_TAG_MAX_LENGTH,
  SUBMISSION_ID_FIELD,
  SUBMISSION_ID_PATTERN,
  dropEmptyFields,
  FILL_TIME_FIELD,
  HONEYPOT_FIELD,
  isOn,
  spamReason,
  isValidEmail,
  normaliseEmail,
  parseSubmittedFields,
  t,
  texts,
  type SubmittedField,
} from '@beckon/core';
import { checkSubmittedForm } from '../../leads/check-form.js';
import { verifyCaptcha, type CaptchaSettings } from '../../security/captcha.js';
import { findSubmittedConversion, storeLead, type Lead, type LeadToStore, type NamedView } from '../../repositories/events.js';
import type { CompiledPopup } from '../../display/site-config.js';
import { findPlay } from '../../repositories/plays.js';
import { feedPopupLists } from '../../signup/popup-lists.js';
import { serverOrigin } from '../../server-origin.js';
import { WriteFailedError } from '../../ingest/write-buffer.js';
import { conversionDeliveries } from '../../integrations/enqueue.js';
import { leadNotice } from '../../notifications/enqueue.js';
import { allOf } from '../../ingest/follow-ups.js';
import { ConversionBody, ConversionReply, ErrorReply, ViewerIdParams } from '@beckon/core/api';
import { unknownPopup } from './events.js';
import { refuse, shownPopup } from './shown-popup.js';

const contextFields = new Set<string>([
  ...CONVERSION_CONTEXT_FIELDS,
  HONEYPOT_FIELD,
  FILL_TIME_FIELD,
  CAPTCHA_TOKEN_FIELD,
  SUBMISSION_ID_FIELD,
  CONSENT_PENDING_FIELD,
]);
const submissionIdFormat = new RegExp(SUBMISSION_ID_PATTERN);

/** newExtraFields carries labels and types; a value sent only under its field_key is taken too. */
function submittedFields(body: Record<string, string | undefined>, extra: SubmittedField[]): SubmittedField[] {
  const byKey = new Map(extra.map((f) => [f.field_key, f]));
  for (const [key, value] of Object.entries(body)) {
    if (contextFields.has(key) || byKey.has(key) || typeof value !== 'string') continue;
    byKey.set(key, { field_key: key, label: key, type: key === 'email' ? 'email' : 'text', value });
  }
  return dropEmptyFields([...byKey.values()]);
}

/** A 400 about the submission; `field` names the submitted field at fault, when one is (the widget marks it). */
function badRequest(reply: FastifyReply, message: string, field?: string) {
  return reply.send(Object.assign(reply.server.httpErrors.badRequest(message), field === undefined ? {} : { field }));
}

/** The owner's tag for every lead of the pop-up (SPEC §3 poptin_fields), bounded; null when none is set. */
function leadTag(tag: string | undefined): string | null {
  const trimmed = tag?.trim().slice(0, LEAD_TAG_MAX_LENGTH).trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The page facts the visitor's browser sent along with the form (newExtraFields is the form itself). */
function conversionContext(body: Record<string, string | undefined>): Record<string, string> {
  const context: Record<string, string> = {};
  for (const key of CONVERSION_CONTEXT_FIELDS) {
    const value = body[key];
    if (key !== 'newExtraFields' && typeof value === 'string' && value !== '') context[key] = value;
  }
  return context;
}

/**
 * What the request itself shows of automation, and the view it names. A lead is kept but marked
 * when it looks automated, so the owner's list stays clean and a person who was merely quick
 * loses nothing (issue 5). Issue 15: it is also timed by the server's own clock, from when it
 * recorded the view the lead names; one that names none is marked (still stored: a person whose
 * view beacon was lost keeps the lead, under the automated ones). That view is read with the
 * other leads of its write batch (repositories/lead-decisions.ts).
 */
function automationSigns(body: Record<string, string | undefined>): { viewId: number | null; named: NamedView; spam: string | null } {
  const named = body.poptin_view_id?.trim() ? Number(body.poptin_view_id) : undefined;
  const viewId = named !== undefined && Number.isSafeInteger(named) && named > 0 ? named : null;
  const view = named === undefined ? 'none' : (viewId ?? 'malformed');
  return { viewId, named: { view, consentPending: body[CONSENT_PENDING_FIELD] === '1' }, spam: spamReason(body[HONEYPOT_FIELD], body[FILL_TIME_FIELD]) };
}

/**
 * Issue 21: the lead's deliveries and its owner's notice, read from the compiled site in memory;
 * they commit in the lead's own batch.
 */
async function leadFollowUps(app: FastifyInstance, compiled: CompiledPopup, lead: Lead, now: number) {
  const popup = compiled.owner;
  const site = await app.siteConfig.site(popup.client_id);
  if (!site) return { deliveries: undefined, notice: undefined };
  const notice = leadNotice({ accountId: popup.account_id, siteId: popup.site_id, now, leadEmails: site.leadEmails && app.mail.smtp, spam: lead.spam });
  const deliveries = conversionDeliveries({
    accountId: popup.account_id,
    integrations: site.integrations,
    spam: lead.spam,
    facts: {
      now,
      site: { client_id: site.site.client_id, name: site.site.name },
      popup: { poptin_id: popup.id, name: compiled.record.poptin_name, type: compiled.record.poptin_type },
      email: lead.email,
      fields: lead.fields,
      url: lead.url,
      tag: lead.tag,
    },
  });
  return { deliveries, notice };
}

/** With the lead committed, the queues that got work look now rather than at their next poll. */
function nudgeQueues(app: FastifyInstance, deliveries: boolean, notice: boolean): void {
  app.mail.nudge();
  if (deliveries) app.integrations.nudge();
  if (notice) app.notifications.nudge();
}

/**
 * Stores the lead and answers its row's id, with `lead.spam` the verdict of its batch. A retry of
 * a submit that another instance stored meanwhile collides with it: the visitor gets the first's answer.
 */
async function storeSubmitted(app: FastifyInstance, request: FastifyRequest, item: LeadToStore): Promise<number> {
  try {
    const stored = await storeLead(app.writes, item);
    item.lead.spam = stored.outcome.spam;
    return stored.id;
  } catch (error) {
    const submissionId = item.lead.submission_id;
    const first = error instanceof WriteFailedError && submissionId ? await findSubmittedConversion(app.db, item.popup.id, submissionId) : undefined;
    if (first === undefined) throw error;
    request.log.info({ poptin_id: item.popup.id, conversion_id: first }, 'repeated submit answered with the stored lead');
    return first;
  }
}

/** SPEC §7 conversion: answers success only once the lead row is committed. */
const conversionRoute: FastifyPluginAsyncTypebox<{ captcha?: CaptchaSettings | undefined; publicUrl?: string | undefined }> = async (app, options) => {
  app.post(
    '/api/display/conversion/:viewerId',
    {
      // Issue 15: a site and a pop-up take so many leads a minute, however many addresses send them.
      preHandler: [app.limits.leadsPerSite, app.limits.leadsPerPopup],
      schema: {
        params: ViewerIdParams,
        body: ConversionBody,
        response: {
          200: ConversionReply,
          400: ErrorReply,
          403: ErrorReply,
          404: ErrorReply,
        },
      },
      // Its answer is a few bytes: no compression hooks on the path every lead takes.
      compress: false,
    },
    async (request, reply) => {
      const body = request.body as Record<string, string | undefined> & typeof request.body;
      const shown = await shownPopup(app, request, body.client_id, body.poptin_id, body.url);
      if (!shown.ok) return refuse(reply, shown);
      const compiled = shown.popup;
      const popup = compiled.owner;
      if (popup.viewer_id !== request.params.viewerId) return unknownPopup(reply);

      const submissionId = body[SUBMISSION_ID_FIELD];
      if (submissionId !== undefined && !submissionIdFormat.test(submissionId))
        return badRequest(reply, `${SUBMISSION_ID_FIELD} must match ${SUBMISSION_ID_PATTERN}`);
      const extra = parseSubmittedFields(body.newExtraFields);
      if (!extra.ok) return badRequest(reply, extra.error);
      // The browser validated already; the server never trusts it: the owner's design is checked
      // again with the same core rules, then any email the design does not know.
      const { settings } = compiled;
      // Issue 5: a pop-up that asks for the human check is stored only with a token the provider accepts.
      if (options.captcha && isOn(settings.design_properties.captcha)) {
        const human = await verifyCaptcha(options.captcha, body[CAPTCHA_TOKEN_FIELD], request.ip);
        if (!human) return badRequest(reply, t(settings.design.lang, texts.captchaFailed));
      }
      const now = Date.now();
      const checked = checkSubmittedForm(settings, submittedFields(body, extra.value), new Date(now));
      if (!checked.ok) return badRequest(reply, checked.message, checked.field);
      // Once per conversion, and only the first keys: the log line stays small whatever was sent.
      if (checked.dropped.length > 0)
        request.log.info(
          { poptin_id: popup.id, dropped: checked.dropped.length, keys: checked.dropped.slice(0, 10) },
          'conversion fields the design does not declare were not stored',
        );
      const fields = checked.fields;
      const emails = fields.filter((f) => f.type === 'email' || f.field_key === 'email');
      if (emails.some((f) => !isValidEmail(f.value))) return badRequest(reply, t('en', texts.emailTypos));
      for (const f of emails) f.value = normaliseEmail(f.value);

      const { viewId, named, spam } = automationSigns(body);
      const visitor = body.visitor ?? null;
      // Issue 17: a game's lead stores the prize its visitor drew, whether asked before or after the play.
      const play = compiled.record.poptin_type === 'gamified' && visitor ? await findPlay(app.db, popup.id, visitor) : undefined;
      const lead: Lead = {
        view_id: viewId,
        visitor,
        email: emails[0]?.value ?? null,
        url: body.url,
        referrer: body.referrer ?? '',
        trigger: body.trigger ?? '',
        fields,
        context: conversionContext(body),
        spam,
        submission_id: submissionId ?? null,
        tag: leadTag(settings.poptin_fields),
        play_id: play?.id ?? null,
      };
      // Prepared as for a person's lead: the batch drops them when the view it names marks the lead.
      const { deliveries, notice } = await leadFollowUps(app, compiled, lead, now);
      const id = await storeSubmitted(app, request, { popup, lead, now, named, followUps: allOf([deliveries, notice]) });
      if (lead.spam) request.log.info({ poptin_id: popup.id, spam: lead.spam }, 'conversion marked as automated');
      // Issue 18: with the lead committed, it joins the pop-up's lists; that never fails the lead.
      // (popup-lists.ts decides which of the named lists count; a pop-up naming none skips the call.)
      if (Array.isArray(settings.signup_lists) && settings.signup_lists.length > 0)
        await feedPopupLists(app.db, request.log, compiled, { ...lead, now, linkOrigin: serverOrigin({ publicUrl: options.publicUrl }, request) });
      nudgeQueues(app, deliveries !== undefined, notice !== undefined);
      return { success: true, conversion_id: String(id), integration: { conversion_code: '' } };
    },
  );
};

export default conversionRoute;
