import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { renderEditor } from './support.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const designProperties = (body: Record<string, unknown>) => (body.settings as { design_properties: Record<string, unknown> }).design_properties;

/** Issue 15 part 6: each setting the editor offers either works for visitors or is not offered. */
describe('the Design tab offers only settings that work', () => {
  it('has one close setting: no separate first-paint close button switch', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    expect(screen.getByLabelText('Close control')).toBeTruthy();
    expect(screen.queryByLabelText(/first paint/i)).toBeNull();
  });

  it.each([
    ['a bare phone number', '0501234567'],
    ['a tel: link', 'tel:+972501234567'],
    ['an sms: link', 'sms:+15551234567'],
    ['a mailto: link', 'mailto:hello@shop.example'],
  ])('saves a redirect to %s (SPEC §5)', async (_name, url) => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    await user.click(screen.getByLabelText('Go to another page'));
    await user.type(screen.getByLabelText('Address'), url);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(designProperties(patches()[0]!).poptin_design_redirect_url).toBe(url);
  });

  it.each([['javascript:alert(1)'], ['data:text/html,hi'], ['vbscript:msgbox(1)']])('refuses a redirect to %s beside the control', async (url) => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    await user.click(screen.getByLabelText('Go to another page'));
    const address = screen.getByLabelText('Address');
    await user.type(address, url);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(patches()).toHaveLength(0);
  });

  it('saves the credit and consent switches', async () => {
    const { user, patches } = renderEditor();
    await user.click(await screen.findByRole('tab', { name: 'Design' }));
    await user.click(screen.getByLabelText('Consent box must be ticked'));
    await user.click(screen.getByLabelText('Consent box ticked at first'));
    await user.click(screen.getByLabelText(/Powered by Beckon/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    const body = patches()[0]!;
    expect(designProperties(body)).toMatchObject({ field_checkbox_required: 1, field_checkbox_default_marked: 1 });
    expect((body.settings as Record<string, unknown>).if_poptin_credit).toBe(1);
  });
});
