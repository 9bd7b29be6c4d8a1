import { isIP } from 'node:net';
import { INTEGRATION_KINDS, type ConnectorKind } from '@beckon/core';
import { addressKind } from '../security/store-proof.js';

/**
 * Issue 21, tests only: BECKON_CONNECTOR_BASE_URLS points each email service's connector at a
 * stand-in on this machine (`mailchimp=http://127.0.0.1:1234,brevo=http://127.0.0.1:1235`).
 * Only loopback addresses are taken: the variable can never send an owner's API key anywhere
 * but to the services themselves or to this machine.
 */
export type ConnectorBaseUrls = Partial<Record<ConnectorKind, string>>;

/** The generic connector sends to the owner's own URL, so it has no service address to stand in for. */
const CONNECTOR_KINDS = INTEGRATION_KINDS.filter((kind): kind is ConnectorKind => kind !== 'webhook' && kind !== 'generic');

function loopbackOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || (isIP(host) !== 0 && addressKind(host) === 'loopback');
  return loopback && url.username === '' && url.password === '' ? url.href.replace(/\/+$/, '') : null;
}

/** The variable's text as base URLs by kind; throws an Error naming what is wrong (the env table words it). */
export function parseConnectorBaseUrls(text: string): ConnectorBaseUrls {
  const found: ConnectorBaseUrls = {};
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (entry === '') continue;
    const at = entry.indexOf('=');
    const kind = entry.slice(0, at).trim();
    if (at < 1 || !(CONNECTOR_KINDS as readonly string[]).includes(kind)) throw new Error(`names no connector in "${entry}" (${CONNECTOR_KINDS.join(', ')})`);
    const origin = loopbackOrigin(entry.slice(at + 1).trim());
    if (origin === null) throw new Error(`gives ${kind} an address that is not on this machine (http://127.0.0.1:PORT)`);
    found[kind as ConnectorKind] = origin;
  }
  return found;
}
