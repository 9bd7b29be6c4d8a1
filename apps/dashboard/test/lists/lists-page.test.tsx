import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { t, texts } from '@beckon/core';
import { ListsPage } from '../../src/pages/lists/ListsPage.js';
import { confirmationEmailPreview } from '../../src/pages/lists/email-preview.js';
import type { Confirmations, SubscriberList } from '../../src/api/types.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST: SubscriberList = {
  id: 'aaaaaaaaaaaa',
  name: 'Weekly news',
  kind: 'email',
  double_opt_in: true,
  confirm_subject: '',
  confirm_text: '',
  thank_you_url: '',
  lang: 'en',
  counts: { pending: 3, confirmed: 12, unsubscribed: 1 },
  created_at: 0,
  updated_at: 0,
};

function api(confirmations: Confirmations = { smtp: true, confirmations: [] }) {
  return fakeApi({
    'GET /api/admin/lists': () => ({ status: 200, body: [LIST] }),
    'GET /api/admin/confirmations': () => ({ status: 200, body: confirmations }),
    'POST /api/admin/lists': ({ body }) =>
      (body as { name: string }).name === 'Taken'
        ? { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Give the list a name.' } }
        : { status: 201, body: { ...LIST, id: 'bbbbbbbbbbbb', ...(body as object) } },
    'PATCH /api/admin/lists/aaaaaaaaaaaa': ({ body }) => ({ status: 200, body: { ...LIST, ...(body as object) } }),
  });
}

describe('confirmationEmailPreview', () => {
  const link = 'https://b.example/api/signup/confirm?t=x.y';
  it.each([
    [
      'Beckon’s wording when blank',
      '',
      '',
      `Please confirm your subscription to News`,
      t('en', texts.confirmEmailText).replace('{{list_name}}', 'News').replace('{{confirm_link}}', link),
      false,
    ],
    ['the owner’s wording with the link where they put it', 'Join {{list_name}}?', 'Click {{confirm_link}} now', 'Join News?', `Click ${link} now`, false],
    ['the link at the end when the text has no placeholder', 'Hi', 'Just click below.', 'Hi', `Just click below.\n\n${link}`, true],
    ['a hostile text kept as text', '<b>x</b>', '<script>alert(1)</script>{{confirm_link}}', '<b>x</b>', `<script>alert(1)</script>${link}`, false],
  ])('shows %s', (_name, subject, text, wantSubject, wantBody, appended) => {
    const preview = confirmationEmailPreview({ listName: 'News', lang: 'en', subject, text }, link);
    expect(preview).toEqual({ subject: wantSubject, body: wantBody, linkAppended: appended });
  });
});

describe('the lists page', () => {
  it('lists each list with its counts, each count opening those subscribers', async () => {
    api();
    renderWithApp(<ListsPage />, { path: '/lists' });
    const row = (await screen.findByText('Weekly news')).closest('tr')!;
    expect(within(row).getByRole('link', { name: '3 pending on Weekly news' }).getAttribute('href')).toBe('/subscribers?list=aaaaaaaaaaaa&status=pending');
    expect(within(row).getByRole('link', { name: '12 confirmed on Weekly news' })).toBeTruthy();
    expect(screen.queryByText('Confirmation links')).toBeNull();
  });

  it('creates a list, and says in words why the server refused one', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<ListsPage />, { path: '/lists' });
    await screen.findByText('Weekly news');
    const form = screen.getByRole('form', { name: 'New list' });
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(within(form).getByText('Give the list a name.')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Name/), 'Texts');
    await user.selectOptions(within(form).getByLabelText('Collects'), 'sms');
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Texts', kind: 'sms', double_opt_in: false });
    await user.type(within(form).getByLabelText(/^Name/), 'Taken');
    await user.click(within(form).getByRole('button', { name: 'Create list' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Give the list a name.');
  });

  it('edits the confirmation email with a live preview, and saves every setting', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderWithApp(<ListsPage />, { path: '/lists' });
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly news' }));
    const editor = screen.getByRole('form', { name: 'Edit “Weekly news”' });
    expect(screen.getByTestId('preview-subject').textContent).toBe('Please confirm your subscription to Weekly news');
    await user.type(within(editor).getByLabelText(/^Subject/), 'Welcome to {{{{list_name}}');
    await user.type(within(editor).getByLabelText(/^Text/), 'Tap here: {{{{confirm_link}}');
    expect(screen.getByTestId('preview-subject').textContent).toBe('Welcome to Weekly news');
    expect(screen.getByTestId('preview-body').textContent).toMatch(/^Tap here: http:\/\/.+\/api\/signup\/confirm\?t=SAMPLE\.LINK$/);
    await user.type(within(editor).getByLabelText(/^Thank-you page/), 'https://example.com/thanks');
    await user.selectOptions(within(editor).getByLabelText(/^Language/), 'he');
    await user.click(within(editor).getByRole('button', { name: 'Save list' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      name: 'Weekly news',
      double_opt_in: true,
      confirm_subject: 'Welcome to {{list_name}}',
      confirm_text: 'Tap here: {{confirm_link}}',
      thank_you_url: 'https://example.com/thanks',
      lang: 'he',
    });
    // Turning double opt-in off hides the email it would send.
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly news' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit “Weekly news”' })).getByLabelText(/^Double opt-in/));
    expect(screen.queryByTestId('preview-subject')).toBeNull();
  });

  it('without SMTP says so and lists the confirmation links to copy', async () => {
    api({
      smtp: false,
      confirmations: [
        {
          id: '1',
          to: 'ada@example.com',
          list_id: LIST.id,
          list_name: LIST.name,
          link: 'https://b.example/api/signup/confirm?t=abc.def',
          status: 'queued',
          attempts: 0,
          last_error: '',
          created_at: 0,
          sent_at: null,
        },
      ],
    });
    renderWithApp(<ListsPage />, { path: '/lists' });
    expect((await screen.findByRole('note')).textContent).toMatch(/No confirmation email is sent/);
    const links = screen.getByTestId('confirmation-links');
    expect(within(links).getByText('ada@example.com')).toBeTruthy();
    expect((within(links).getByLabelText('Confirmation link for ada@example.com') as HTMLInputElement).value).toBe(
      'https://b.example/api/signup/confirm?t=abc.def',
    );
    expect(within(links).getByRole('button', { name: 'Copy the link for ada@example.com' })).toBeTruthy();
  });
});
