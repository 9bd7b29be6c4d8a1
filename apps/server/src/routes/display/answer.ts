import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { pageHost, t, texts, type CaptchaConfig } from '@beckon/core';
import type { DisplayBody } from '@beckon/core/api';
import type { Database } from '../../db/schema.js';
import { decideDisplay, decideDisplayNow, type Decision, type VisitorContext } from '../../display/decide.js';
import type { CompiledPopup, CompiledSite } from '../../display/site-config.js';
import type { RowWriter } from '../../ingest/write-buffer.js';
import { compressAnswer, deflateHead, type DeflatedHead } from '../../render/compress-answer.js';
import { firstPaint, hasCountdown } from '../../render/popup-html.js';
import { logLimit } from '../../repositories/activity.js';
import { envelopeText, siteEnvelopeEnd } from './envelope.js';

function firstLanguage(header: string | undefined): string {
  return header?.split(',')[0]?.split(';')[0]?.trim().slice(0, 16) ?? '';
}

/**
 * A blocked account's every page view would add a row; one per site and reason a minute tells
 * the owner just as much.
 */
const BLOCKED_LOG_EVERY_MS = 60_000;

/** Distinct pop-up sets (device × A/B pick × targeting) a compiled site keeps deflated. */
const HEADS_PER_SITE = 64;
const heads = new WeakMap<CompiledSite, Map<string, DeflatedHead>>();

/**
 * `{"poptins":[…]` for these pop-ups, deflated once per compiled site: a new config is a new
 * compiled site, so an owner's edit is never answered from an old head. A countdown's first
 * paint shows the time left, so its answers are made afresh.
 */
function answerHead(compiled: CompiledSite, popups: CompiledPopup[], device: 'desktop' | 'mobile'): DeflatedHead {
  let kept = heads.get(compiled);
  if (!kept) heads.set(compiled, (kept = new Map()));
  let key: string = device;
  for (const popup of popups) key += `|${popup.id}`;
  const found = kept.get(key);
  if (found) return found;
  const head = deflateHead(`{"poptins":[${popups.map((p) => firstPaint(p, device).json).join(',')}]`);
  if (kept.size < HEADS_PER_SITE && !popups.some((p) => hasCountdown(p.record))) kept.set(key, head);
  return head;
}

/** The visitor's country as the proxy's header names it (options.countryHeader), when it is a country code. */
function countryOf(header: string | undefined, request: FastifyRequest): string | null {
  if (!header) return null;
  const value = request.headers[header];
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** A display or click-display call, past validation. */
export type DisplayRequest = FastifyRequest & { body: Static<typeof DisplayBody> };
/** The answer as JSON text in two parts: the pop-ups' records, kept deflated, and the envelope. */
export interface Answer {
  head: DeflatedHead;
  tail: string;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * Display answers made in this turn of the event loop, written together at its end (setImmediate
 * runs once the turn has handled every request it read). A write that wakes the process reading
 * the other end costs the writer the wake-up; when the reader is a browser far away that is the
 * NIC's business, but a reverse proxy on the same machine (or the API bench's load) sleeps between
 * answers, and waking it once per answer cost a display call about a fifth of its CPU time on a
 * 2-core VM (issue 22). Written back to back, one wake-up serves the turn's answers. An answer
 * waits at most for the rest of its turn's requests; a lone request, for nothing.
 */
let dueReplies: FastifyReply[] = [];
let dueBodies: Array<string | Buffer> = [];

function writeDue(): void {
  const replies = dueReplies;
  const bodies = dueBodies;
  dueReplies = [];
  dueBodies = [];
  for (let i = 0; i < replies.length; i++) {
    const reply = replies[i]!;
    try {
      void reply.send(bodies[i]);
    } catch (error) {
      // As Fastify does with a handler that throws: the error handler answers, if it still can.
      try {
        void reply.send(error instanceof Error ? error : new Error(String(error)));
      } catch {
        reply.raw.destroy();
      }
    }
  }
}

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
  const { body, encoding } = compressAnswer(answer, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('cache-control', 'no-store').header('vary', 'Accept-Encoding').header('content-type', CONTENT_TYPE);
  if (dueReplies.length === 0) setImmediate(writeDue);
  dueReplies.push(reply);
  dueBodies.push(body);
}

export interface AnswerOptions {
  /** the trusted proxy's country header, lower case (options.countryHeader) */
  countryHeader: string | undefined;
  captcha: CaptchaConfig | null;
  upgradeUrl: string | undefined;
}

/**
 * The display call's answers for one app: the decision, the kept head of pop-up records and the
 * envelope. `now` answers without waiting, as nearly every call is answered; `later` with the
 * database read or written first where the decision needs it.
 */
export class DisplayAnswers {
  private readonly lastBlockedLog = new Map<string, number>();
  /** The envelope's end per compiled site (envelope.ts): a new config is a new compiled site. */
  private readonly siteEnds = new WeakMap<CompiledSite, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writes: RowWriter,
    private readonly options: AnswerOptions,
  ) {}

  /**
   * The answer without waiting: the compiled site in memory, nothing to read (no view cap, or
   * this month's count kept) and no limit's row to log. Undefined when one of those needs the
   * database: `later` then.
   */
  now(request: DisplayRequest, compiled: CompiledSite, only?: string): Answer | undefined {
    const now = Date.now();
    const visitor = this.visitorOf(request, compiled, now);
    const decision = decideDisplayNow(compiled, visitor);
    if (decision === undefined) return undefined;
    if (decision.verdict === 'not_allowed' && this.blockedLogDue(compiled.site.id, decision.message, now)) return undefined;
    if (decision.verdict === 'foreign_domain' && this.blockedLogDue(compiled.site.id, t('en', texts.domainNotAllowed), now)) return undefined;
    return this.answerFor(request, compiled, visitor, decision, only);
  }

  /** The answer with whatever waiting it takes: the month's view count read, a limit's row logged. */
  async later(request: DisplayRequest, compiled: CompiledSite, only?: string): Promise<Answer> {
    const visitor = this.visitorOf(request, compiled, Date.now());
    const decision = await decideDisplay(this.db, compiled, visitor);
    if (decision.verdict === 'not_allowed') await this.logBlocked(request, compiled.site.id, decision.message);
    if (decision.verdict === 'foreign_domain') await this.logBlocked(request, compiled.site.id, t('en', texts.domainNotAllowed));
    return this.answerFor(request, compiled, visitor, decision, only);
  }

  private visitorOf(request: DisplayRequest, compiled: CompiledSite, now: number): VisitorContext {
    const { body } = request;
    return {
      visitor: body.visitor || request.ip,
      url: body.poptin_viewed_url ?? '',
      referrer: body.referrer ?? '',
      device: body.if_mobile ? 'mobile' : 'desktop',
      country: countryOf(this.options.countryHeader, request),
      previewId: body.preview_poptin_id,
      now,
      // Looked up only for a site that lists domains: the Origin the browser set, else the page's own address.
      host: compiled.domains.length === 0 ? null : (pageHost(request.headers.origin, body.poptin_viewed_url) ?? (body.domain?.trim().toLowerCase() || null)),
    };
  }

  /** The answer for a decision made: its pop-ups (`only` one, on the click path) and its envelope. */
  private answerFor(request: DisplayRequest, compiled: CompiledSite, visitor: VisitorContext, decision: Decision, only: string | undefined): Answer {
    let popups = decision.verdict === 'allowed' ? decision.popups : [];
    if (only !== undefined) popups = popups.filter((p) => p.id === only);
    request.displayDecision = { verdict: decision.verdict, popups: popups.length };
    const facts = {
      limited: decision.verdict === 'not_allowed' ? decision.message : null,
      upgradeUrl: this.options.upgradeUrl,
      country: visitor.country,
      cc: request.body.cc,
      ip: request.ip,
      lang: firstLanguage(request.headers['accept-language']),
    };
    return { head: answerHead(compiled, popups, visitor.device), tail: envelopeText(facts, this.siteEnd(compiled)) };
  }

  private siteEnd(compiled: CompiledSite): string {
    let end = this.siteEnds.get(compiled);
    if (end === undefined) this.siteEnds.set(compiled, (end = siteEnvelopeEnd(compiled.site, this.options.captcha)));
    return end;
  }

  /** A limit's row is due: never logged for this site and reason, or not in the last minute. */
  private blockedLogDue(siteId: number, message: string, now: number): boolean {
    return now - (this.lastBlockedLog.get(`${siteId}:${message}`) ?? -Infinity) >= BLOCKED_LOG_EVERY_MS;
  }

  private async logBlocked(request: FastifyRequest, siteId: number, message: string): Promise<void> {
    const now = Date.now();
    if (!this.blockedLogDue(siteId, message, now)) return;
    if (this.lastBlockedLog.size > 10_000) this.lastBlockedLog.clear();
    this.lastBlockedLog.set(`${siteId}:${message}`, now);
    await logLimit(this.writes, siteId, 'blocked', message).catch((err: unknown) => request.log.warn({ err }, 'limit log not written'));
  }
}
