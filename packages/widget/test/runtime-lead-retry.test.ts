import { describe, expect, it, vi } from 'vitest';
import { POPUP_EVENTS, SUBMISSION_ID_FIELD, t, texts, type PopupEventDetail } from '@beckon/core';
import { answer, API, cleanPageEachTest, CLIENT_ID, fakeNetwork, popupId, record, type Answer } from './support/runtime-page.js';
import { reply } from './support/replies.js';

const { submitLead } = await import('../src/runtime/leads/submit.js');
const { RETRY_DELAYS_MS } = await import('../src/runtime/network/transport.js');
const { loadState } = await import('../src/runtime/visitor/visitor-state.js');

cleanPageEachTest();

const popup = record(1, { viewer_id: 'viewer-1' });
const fields = [{ field_key: 'email', label: 'Email', type: 'email', value: 'Ann@Example.com' }];
const conversionPath = '/api/display/conversion/viewer-1';
const allDelays = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);

/** A visitor submits the pop-up's form; the conversion call meets `answers`, one per try. */
function submit(...answers: Answer[]) {
  const network = fakeNetwork();
  let tries = 0;
  network.on(conversionPath, (call) => {
    const next = answers[Math.min(tries++, answers.length - 1)]!;
    return typeof next === 'function' ? next(call) : next;
  });
  const submitted: PopupEventDetail[] = [];
  document.addEventListener(POPUP_EVENTS.submit, (event) => submitted.push((event as CustomEvent<PopupEventDetail>).detail));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const state = loadState();
  const outcome = { value: undefined as unknown };
  void submitLead(popup, fields, {
    api: API,
    referrer: '',
    clientId: CLIENT_ID,
    visitor: 'visitor-1',
    trigger: 'page_load',
    viewId: Promise.resolve('view-1'),
    state,
    preview: false,
    guard: { honeypot: '', fillMs: 4_200 },
  }).then((value) => (outcome.value = value));
  return { network, submitted, state, outcome };
}

describe('a lead sent while the server answers 503 (issue 16)', () => {
  it('is kept: the retry succeeds, the visitor sees success, the page hears one submit', async () => {
    const { network, submitted, state, outcome } = submit(reply('', 503), reply('', 503, { 'Retry-After': '2' }), answer({ success: true }));
    // the second 503 asks for 2 s, more than the planned 1.5 s
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + 1_999);
    expect([network.to(conversionPath).length, outcome.value]).toEqual([2, undefined]);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.value).toMatchObject({ ok: true });
    expect(network.to(conversionPath)).toHaveLength(3);
    expect(submitted.map((d) => [d.poptin_id, d.fields])).toEqual([[popupId(1), { email: 'Ann@Example.com' }]]);
    expect(state.popups[popupId(1)]?.convertedAt).toBeDefined();
    expect(state.convertedEmail).toBe('ann@example.com');
  });

  it('every try is the same submission, so the server stores one lead', async () => {
    const { network } = submit(reply('', 503), 'offline', answer({ success: true }));
    await vi.advanceTimersByTimeAsync(allDelays);
    const bodies = network.to(conversionPath).map((c) => c.body);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]![SUBMISSION_ID_FIELD]).toMatch(/^[0-9a-f]{32}$/);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('a server that stays down: after the last try the visitor is told, nothing is marked converted', async () => {
    const { network, submitted, state, outcome } = submit(reply('', 503));
    await vi.advanceTimersByTimeAsync(allDelays - 1);
    expect(outcome.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.value).toMatchObject({ ok: false, message: t('en', texts.sendFailed) });
    expect(network.to(conversionPath)).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect([submitted, state.popups[popupId(1)]?.convertedAt, state.convertedEmail]).toEqual([[], undefined, '']);
  });

  it("a refusal is not retried and the visitor reads the server's reason", async () => {
    const { network, outcome } = submit(answer({ message: 'This email domain is not accepted' }, 422), answer({ success: true }));
    await vi.advanceTimersByTimeAsync(allDelays);
    expect(outcome.value).toMatchObject({ ok: false, message: 'This email domain is not accepted' });
    expect(network.to(conversionPath)).toHaveLength(1);
  });
});
