import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SUBSCRIBER_IMPORT_MAX_ROWS } from '@beckon/core/api';
import { ImportPanel } from '../../src/pages/subscribers/ImportPanel.js';
import { addBatch, batches, detectColumns, emptySummary, parseCsv, prepareRows } from '../../src/pages/subscribers/csv-import.js';
import type { SubscriberImport, SubscriberList } from '../../src/api/types.js';
import { fakeApi, renderWithApp } from '../support/render.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST: SubscriberList = {
  id: 'aaaaaaaaaaaa',
  name: 'Weekly',
  kind: 'email',
  double_opt_in: true,
  confirm_subject: '',
  confirm_text: '',
  thank_you_url: '',
  lang: 'en',
  counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
  created_at: 0,
  updated_at: 0,
};

// Row 1 is the header; row 3 is blank; row 5's cell spans two lines, as a spreadsheet counts it still one row.
const CSV =
  '\uFEFFName,E-mail Address,Mobile,Consent\r\nAda,ada@example.com,,Fair 2025\r\n,,,\r\nBob,not-an-address,,\r\nCy,"cy@example.com",+44 7700 900123,"line one\nline two"\r\nDee,,,\r\n';

describe('reading the CSV', () => {
  it('numbers rows as the file does, finds the columns by their headers, and refuses rows with nobody in them', () => {
    const csv = parseCsv(CSV);
    expect(csv.header).toEqual(['Name', 'E-mail Address', 'Mobile', 'Consent']);
    expect(csv.records.map((r) => r.fileRow)).toEqual([2, 4, 5, 6]);
    const columns = detectColumns(csv.header);
    expect(columns).toEqual({ email: 1, phone: 2, consent: 3 });
    expect(prepareRows(csv, columns)).toEqual([
      { fileRow: 2, row: { email: 'ada@example.com', consent_text: 'Fair 2025' } },
      { fileRow: 4, row: { email: 'not-an-address' } },
      { fileRow: 5, row: { email: 'cy@example.com', phone: '+44 7700 900123', consent_text: 'line one\nline two' } },
      { fileRow: 6, error: 'No email address or phone number in this row.' },
    ]);
  });

  it.each<[string, { email?: string; phone?: string; consent?: string }, RegExp]>([
    ['email', { email: `${'a'.repeat(250)}@example.com` }, /email is longer than 254/],
    ['phone', { phone: '+4'.repeat(30) }, /phone is longer than 40/],
    ['consent', { email: 'x@example.com', consent: 'y'.repeat(1001) }, /consent text is longer than 1000/],
  ])('refuses an over-long %s here, so it cannot fail its whole batch', (_name, cells, message) => {
    const csv = { header: ['email', 'phone', 'consent'], records: [{ fileRow: 2, cells: [cells.email ?? '', cells.phone ?? '', cells.consent ?? ''] }] };
    const [row] = prepareRows(csv, { email: 0, phone: 1, consent: 2 });
    expect(row).toMatchObject({ fileRow: 2, error: expect.stringMatching(message) });
  });

  it('sends batches the server takes and maps each batch’s row indexes back to the file', () => {
    const records = Array.from({ length: SUBSCRIBER_IMPORT_MAX_ROWS + 2 }, (_, i) => ({ fileRow: i + 2, cells: [`p${i}@example.com`] }));
    const prepared = prepareRows({ header: ['email'], records }, { email: 0, phone: -1, consent: -1 });
    const work = batches(prepared);
    expect(work.map((b) => b.rows.length)).toEqual([SUBSCRIBER_IMPORT_MAX_ROWS, 2]);
    const summary = addBatch(emptySummary(prepared), work[1]!.fileRows, { added: 1, existing: 0, errors: [{ row: 1, message: 'No.' }] });
    expect(summary.errors).toEqual([{ fileRow: SUBSCRIBER_IMPORT_MAX_ROWS + 3, message: 'No.' }]);
  });
});

describe('the import panel', () => {
  it('previews the first rows, shows a dry run’s errors by file row, then imports with a summary', async () => {
    const calls = fakeApi({
      'GET /api/admin/lists': () => ({ status: 200, body: [LIST] }),
      'POST /api/admin/subscribers/import': ({ body }) => {
        const job = body as SubscriberImport;
        // Index 1 of the batch is the file's row 4.
        return {
          status: 200,
          body: { added: 2 - (job.dry_run ? 0 : 1), existing: job.dry_run ? 0 : 1, errors: [{ row: 1, message: 'The email address is not valid.' }] },
        };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ImportPanel />, { path: '/subscribers' });
    await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'people.csv', { type: 'text/csv' }));

    const preview = await screen.findByTestId('import-preview');
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstElementChild?.textContent),
    ).toEqual(['2', '4', '5', '6']);
    expect(within(preview).getByText('Email')).toBeTruthy();
    expect((screen.getByLabelText('Email column') as HTMLSelectElement).value).toBe('1');
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(await screen.findByLabelText('Into the list'), LIST.id);
    await user.selectOptions(screen.getByLabelText('As'), 'pending');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    const check = await screen.findByTestId('import-check');
    expect(within(check).getByRole('status').textContent).toBe('Would add 2; already on the list 0; errors 2.');
    expect(
      within(check)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row 4: The email address is not valid.', 'Row 6: No email address or phone number in this row.']);
    const dry = calls.find((c) => c.method === 'POST')?.body as SubscriberImport;
    expect(dry).toEqual({
      list: LIST.id,
      status: 'pending',
      dry_run: true,
      rows: [
        { email: 'ada@example.com', consent_text: 'Fair 2025' },
        { email: 'not-an-address' },
        { email: 'cy@example.com', phone: '+44 7700 900123', consent_text: 'line one\nline two' },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const summary = await screen.findByTestId('import-summary');
    expect(within(summary).getByRole('status').textContent).toBe('Added 1; already on the list 1; errors 2.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as SubscriberImport).dry_run)).toEqual([true, false]);
  });

  it('says in words why the server refused a batch', async () => {
    fakeApi({
      'GET /api/admin/lists': () => ({ status: 200, body: [LIST] }),
      'POST /api/admin/subscribers/import': () => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such list in your account.' } }),
    });
    const user = userEvent.setup();
    renderWithApp(<ImportPanel />, { path: '/subscribers' });
    await user.upload(screen.getByLabelText('CSV file'), new File([CSV], 'people.csv', { type: 'text/csv' }));
    await user.selectOptions(await screen.findByLabelText('Into the list'), LIST.id);
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such list in your account.');
  });
});
