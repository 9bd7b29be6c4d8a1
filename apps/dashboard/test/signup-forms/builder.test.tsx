// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true,"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SignupFormBuilderPage } from '../../src/pages/signup-forms/SignupFormBuilderPage.js';
import { addField, fieldProblems, formBody, moveField, newDraft, placeServerError } from '../../src/pages/signup-forms/builder-draft.js';
import type { SignupFormRecord, SubscriberList } from '../../src/api/types.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9';
const LISTS: SubscriberList[] = [
  {
    id: 'aaaaaaaaaaaa',
    name: 'Weekly',
    kind: 'email',
    double_opt_in: false,
    confirm_subject: '',
    confirm_text: '',
    thank_you_url: '',
    lang: 'en',
    counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
    created_at: 0,
    updated_at: 0,
  },
  {
    id: 'bbbbbbbbbbbb',
    name: 'Texts',
    kind: 'sms',
    double_opt_in: false,
    confirm_subject: '',
    confirm_text: '',
    thank_you_url: '',
    lang: 'en',
    counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
    created_at: 0,
    updated_at: 0,
  },
];
const FORM: SignupFormRecord = { id: '7', token: TOKEN, name: 'Footer', client_id: null, settings: newDraft().settings, created_at: 0, updated_at: 0 };

describe('the builder’s rules', () => {
  it('adds fields under free names, moves them, and finds what the server would refuse', () => {
    let fields = addField(newDraft().settings.fields, 'sms');
    fields = addField(fields, 'text');
    fields = addField(fields, 'text');
    expect(fields.map((f) => f.name)).toEqual(['email', 'phone', 'text', 'text_2']);
    expect(fields[1]).toMatchObject({ kind: 'sms', prefix: '+44' });
    expect(moveField(fields, 0, -1).map((f) => f.name)).toEqual(['email', 'phone', 'text', 'text_2']);
    expect(moveField(fields, 3, -1).map((f) => f.name)).toEqual(['email', 'phone', 'text_2', 'text']);
    const bad = [...fields, { name: 'url', kind: 'text' as const }, { name: 'email', kind: 'text' as const }, { name: '1st', kind: 'text' as const }];
    expect([...fieldProblems(bad).keys()]).toEqual([4, 5, 6]);
  });

  it.each([
    [
      'a TypeBox path',
      'body/settings/fields/0/name must match pattern "^[A-Za-z]"',
      undefined,
      { path: 'settings.fields.0.name', message: 'must match pattern "^[A-Za-z]"' },
    ],
    ['the route’s own field', 'Give the form a name.', 'name', { path: 'name', message: 'Give the form a name.' }],
    ['nothing in particular', 'The server answered 500.', undefined, { path: '', message: 'The server answered 500.' }],
  ])('places %s', (_name, message, field, placed) => {
    expect(placeServerError(message, field)).toEqual(placed);
  });

  it('sends blank messages as left out, and an SMS field without a dial code without one', () => {
    const draft = newDraft();
    draft.name = '  Footer ';
    draft.settings.messages = { successMsg: 'Hi', existMsg: '  ' };
    draft.settings.fields = [{ name: 'phone', kind: 'sms', prefix: '' }];
    const body = formBody(draft);
    expect(body).toMatchObject({
      name: 'Footer',
      client_id: null,
      settings: { messages: { successMsg: 'Hi' }, fields: [{ name: 'phone', kind: 'sms', required: false }] },
    });
    expect(body.settings.fields[0]).not.toHaveProperty('prefix');
  });
});

function api(answers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/admin/lists': () => ({ status: 200, body: LISTS }),
    'GET /api/admin/sites': () => ({ status: 200, body: [] }),
    'GET /api/admin/signup-forms/7': () => ({ status: 200, body: FORM }),
    'PATCH /api/admin/signup-forms/7': ({ body }) => ({ status: 200, body: { ...FORM, ...(body as object) } }),
    ...answers,
  });
}

/** The markup in the copy box, as a browser would read it. */
function pastedForm() {
  const markup = (screen.getByLabelText(/^Paste this/) as HTMLTextAreaElement).value;
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  return { markup, form: doc.querySelector('form')!, script: doc.querySelector('script') };
}

describe('the sign-up form builder', () => {
  it('gives the markup of the saved form with the right attributes, and previews it in a sandboxed frame', async () => {
    api();
    const user = userEvent.setup();
    renderWithApp(<SignupFormBuilderPage />, { path: '/signup-forms/7', routes: [{ path: '/signup-forms/:id', element: <SignupFormBuilderPage /> }] });
    await screen.findByRole('heading', { name: 'Sign-up form “Footer”' });
    await user.selectOptions(screen.getByLabelText('Kind of the new field'), 'sms');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByLabelText(/Weekly/));
    await user.click(screen.getByLabelText(/Texts/));
    await user.click(screen.getByLabelText(/The visitor ticks the lists/));
    await user.click(screen.getByLabelText('At least one list must be ticked'));
    await user.type(screen.getByLabelText('Already signed up'), 'Already with us!');

    const { form, script } = pastedForm();
    expect(form.getAttribute('action')).toBe(`${window.location.origin}/api/signup/${TOKEN}`);
    expect(form.hasAttribute('data-beckon-signup')).toBe(true);
    expect(form.getAttribute('data-msg-exist')).toBe('Already with us!');
    expect(form.querySelector('input[name=email]')?.getAttribute('type')).toBe('email');
    expect(form.querySelector('input[name=phone]')?.getAttribute('data-prefix')).toBe('+44');
    expect(form.querySelector('fieldset[data-beckon-lists]')?.hasAttribute('data-required')).toBe(true);
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="interestingLists[]"]')].map((i) => i.value)).toEqual(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
    expect(script?.getAttribute('src')).toBe(`${window.location.origin}/sdk/signup.js`);
    expect(screen.getByRole('note').textContent).toMatch(/unsaved changes/);

    const frame = screen.getByTitle('Preview of the sign-up form');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(frame.getAttribute('srcdoc')).toContain(pastedForm().markup);
  });

  it('saves what the builder holds and places the server’s refusal next to the fields', async () => {
    const calls = api({
      'PATCH /api/admin/signup-forms/7': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'body/settings/fields/1/label must NOT have more than 200 characters' },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<SignupFormBuilderPage />, { path: '/signup-forms/7', routes: [{ path: '/signup-forms/:id', element: <SignupFormBuilderPage /> }] });
    await screen.findByRole('heading', { name: 'Sign-up form “Footer”' });
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Footer',
      client_id: null,
      settings: {
        fields: [
          { name: 'email', kind: 'email' },
          { name: 'text', kind: 'text' },
        ],
      },
    });
    const fields = screen.getByRole('group', { name: 'Fields' });
    expect((await within(fields).findByRole('alert')).textContent).toBe('must NOT have more than 200 characters');
  });

  it('refuses to save a form nobody could subscribe through, without asking the server', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<SignupFormBuilderPage />, { path: '/signup-forms/7', routes: [{ path: '/signup-forms/:id', element: <SignupFormBuilderPage /> }] });
    await screen.findByRole('heading', { name: 'Sign-up form “Footer”' });
    await user.selectOptions(screen.getAllByLabelText('Kind')[0]!, 'text');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert').textContent).toMatch(/needs an email or an SMS field/);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
