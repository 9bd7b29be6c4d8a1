import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { hostAllowed, pageHost, redirectUrl, signupMessages, type SignupMessages, type SignupStatus } from '@beckon/core';
import { ErrorReply, SignupBody, SignupReply, SignupTokenParams, type SignupFormSettings, type SignupRequest } from '@beckon/core/api';
import { findSignupFormByToken, parseSignupSettings } from '../../repositories/signup-forms.js';
import { parseDomains } from '../../repositories/sites.js';
import { verifyCaptcha, type CaptchaSettings } from '../../security/captcha.js';
import { serverOrigin } from '../../server-origin.js';
import { signUp } from '../../signup/sign-up.js';

/** SPEC §3 msg: the form's own message for each status (success and update share one). */
const MESSAGE_OF: Record<SignupStatus, keyof SignupMessages> = {
  success: 'successMsg',
  update: 'successMsg',
  failure: 'errorMsg',
  already_exist: 'existMsg',
  invalid: 'invalidMsg',
  gcaptchaEmpty: 'captchaEmpty',
  gcaptchaFail: 'captchaFail',
};

/** Each provider's widget posts its token under its own name; either is taken. */
function captchaToken(body: SignupRequest, captcha: CaptchaSettings): string | undefined {
  const own = captcha.provider === 'turnstile' ? body['cf-turnstile-response'] : body['g-recaptcha-response'];
  return own || body['cf-turnstile-response'] || body['g-recaptcha-response'] || undefined;
}

/** The human check, when the form asks for it and the server has one (as conversions do). */
async function humanCheck(captcha: CaptchaSettings | undefined, settings: SignupFormSettings, body: SignupRequest, request: FastifyRequest) {
  if (!captcha || !settings.captcha) return undefined;
  const token = captchaToken(body, captcha);
  if (!token) return 'gcaptchaEmpty';
  return (await verifyCaptcha(captcha, token, request.ip)) ? undefined : 'gcaptchaFail';
}

/** The page the form was on: as the form says, else as the browser says, bounded like the column. */
function sourceUrl(body: SignupRequest, request: FastifyRequest): string {
  const referer = request.headers.referer;
  return (body.url ?? (typeof referer === 'string' ? referer : '')).slice(0, 2048);
}

/**
 * A form for a site that lists its domains takes sign-ups only from pages on them: its Origin,
 * else the page address it sends. A call naming neither (a server, a script) is refused too.
 */
function foreignPage(domainsJson: string | null, body: SignupRequest, request: FastifyRequest): boolean {
  const domains = domainsJson === null ? [] : parseDomains(domainsJson);
  if (domains.length === 0) return false;
  const host = pageHost(request.headers.origin, body.url, request.headers.referer);
  return host === null || !hostAllowed(host, domains);
}

/** SPEC §7 sign-up: POST /api/signup/{token}, answered with SPEC §3's status, msg, redirect and turnstileCaptcha. */
const signupRoute: FastifyPluginAsyncTypebox<{ captcha?: CaptchaSettings | undefined; publicUrl?: string | undefined }> = async (app, options) => {
  app.post(
    '/api/signup/:token',
    {
      schema: {
        description:
          'A visitor signs up through a sign-up form, named by its public token. Form-encoded or text/plain JSON: field values by field name, ' +
          'interestingLists[] (list ids), the captcha token, url and consent. Every SPEC §4 result is a 200 with its status; ' +
          "an unknown token is a 404 with status failure; a page outside the site's allowed domains a 403 with status failure.",
        params: SignupTokenParams,
        body: SignupBody,
        response: { 200: SignupReply, 400: ErrorReply, 403: SignupReply, 404: SignupReply, 503: SignupReply },
      },
    },
    async (request, reply) => {
      const form = await findSignupFormByToken(app.db, request.params.token);
      if (!form) return reply.code(404).send({ status: 'failure', msg: signupMessages('en').errorMsg, redirect: '', turnstileCaptcha: null });
      const settings = parseSignupSettings(form.settings);
      const messages = signupMessages(settings.lang, settings.messages);
      const turnstileCaptcha = options.captcha?.provider === 'turnstile' && settings.captcha ? options.captcha.siteKey : null;
      const answer = (status: SignupStatus) => {
        const redirect = status === 'success' || status === 'update' ? (redirectUrl(settings.redirect) ?? '') : '';
        return { status, msg: messages[MESSAGE_OF[status]], redirect, turnstileCaptcha };
      };
      const body = request.body;
      if (foreignPage(form.domains, body, request)) {
        request.log.warn({ form_id: form.id, origin: request.headers.origin }, 'sign-up from a page outside the site domains');
        return reply.code(403).send(answer('failure'));
      }
      const refused = await humanCheck(options.captcha, settings, body, request);
      if (refused) return answer(refused);
      // A form with a consent box: no tick, no sign-up; and what is recorded is the owner's wording, not what a page claims.
      const wording = settings.consent?.trim() ?? '';
      if (wording !== '' && !body.consent?.trim()) return answer('invalid');
      const context = {
        accountId: Number(form.account_id),
        formId: Number(form.id),
        settings,
        consent: wording !== '' ? wording : (body.consent ?? ''),
        sourceUrl: sourceUrl(body, request),
        now: Date.now(),
        linkOrigin: serverOrigin({ publicUrl: options.publicUrl }, request),
      };
      try {
        const status = await signUp(app.db, body, context);
        // A double opt-in list may have queued its confirmation email with this commit.
        if (status === 'success' || status === 'update') app.mail.nudge();
        return answer(status);
      } catch (error) {
        // The transaction rolled back: nothing of this sign-up is stored, so trying again is safe.
        request.log.error({ err: error, form_id: form.id }, 'sign-up failed');
        return reply.code(503).header('Retry-After', '1').send(answer('failure'));
      }
    },
  );
};

export default signupRoute;
