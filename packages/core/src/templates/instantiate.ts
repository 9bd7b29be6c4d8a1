import type { Block, PopupDesign } from '../types/design.js';
import type { PopupSettings } from '../types/popup.js';
import { NEW_POPUP_FREQUENCY } from '../design-defaults.js';
import type { PopupTemplate } from './model.js';
import { TEMPLATE_PICTURE_PREFIX } from './pictures.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A template's own objects never leave it: every pop-up made from it gets copies. */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface TemplateAddresses {
  /** the Beckon server's origin, which serves the templates' pictures ("https://beckon.example") */
  pictureOrigin: string;
  /**
   * The owner's site ("https://shop.example"), for the links the template makes to its pages;
   * null when not known yet, and such a button closes the pop-up until the owner links it.
   */
  siteAddress: string | null;
  /** when the pop-up is created: a countdown ends countdownDays after it */
  now: number;
}

/** A site path a template names ("/cart"), not an address ("//cdn", "https://"). */
const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//');
const trimSlash = (origin: string): string => origin.replace(/\/+$/, '');

function placed(block: Block, at: TemplateAddresses, countdownEnd: string): Block {
  if (block.kind === 'image' && block.src.startsWith(TEMPLATE_PICTURE_PREFIX)) return { ...block, src: `${trimSlash(at.pictureOrigin)}${block.src}` };
  if (block.kind === 'countdown' && block.ends_at === '') return { ...block, ends_at: countdownEnd };
  if (block.kind === 'button' && block.action === 'link' && block.url && isSitePath(block.url)) {
    return at.siteAddress ? { ...block, url: `${trimSlash(at.siteAddress)}${block.url}` } : { kind: 'button', text: block.text, action: 'close' };
  }
  return block;
}

/**
 * The settings of a pop-up created from a template: a new pop-up's frequency (NEW_POPUP_FREQUENCY),
 * what the template's goal implies, and its design with the pictures on this server, the links
 * on the owner's site and any countdown running from now. What it returns is what is saved, so
 * it passes validatePopupSettings like any saved pop-up (the templates test holds every template to it).
 */
export function templateSettings(template: PopupTemplate, at: TemplateAddresses): PopupSettings {
  const countdownEnd = new Date(at.now + (template.countdownDays ?? 1) * DAY_MS).toISOString();
  const screens = Object.fromEntries(
    Object.entries(template.design.screens).map(([name, blocks]) => [name, (blocks ?? []).map((b) => placed(b, at, countdownEnd))]),
  ) as PopupDesign['screens'];
  const { design_properties: props = {}, ...rest } = template.settings;
  const redirect = props.poptin_design_redirect_url;
  const redirectProps =
    redirect && isSitePath(redirect)
      ? at.siteAddress
        ? { poptin_design_redirect_url: `${trimSlash(at.siteAddress)}${redirect}` }
        : // No site to send the lead to yet: the thank-you screen shows instead, until the owner sets the page.
          { poptin_design_redirect: 0 as const, poptin_design_redirect_url: '' }
      : {};
  return {
    ...NEW_POPUP_FREQUENCY,
    ...copied(rest),
    design_properties: { ...copied(props), ...redirectProps },
    design: { ...copied(template.design), screens },
  };
}
