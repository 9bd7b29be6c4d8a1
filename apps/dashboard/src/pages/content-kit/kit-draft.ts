import { useEffect } from 'react';
import { isShareServiceKey } from '@beckon/core';
import { defaultKitForm, type KitForm } from './kit-form.js';

const DRAFT_KEY = 'beckon.content-kit.v1';

/**
 * The owner's unfinished setup survives a reload: the settings live only in the markup they
 * paste. A stored draft is read part by part over the defaults, so an old or edited one cannot
 * break the page; services the catalogue no longer has are dropped.
 */
/** The saved values that have the default's type (an array for an array); the rest stay default. */
function sameShape<T extends object>(defaults: T, saved: unknown): T {
  if (!saved || typeof saved !== 'object') return defaults;
  const out = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(defaults)) {
    const stored = (saved as Record<string, unknown>)[key];
    if (Array.isArray(value) ? Array.isArray(stored) : typeof stored === typeof value) out[key] = stored;
  }
  return out as T;
}

export function loadKitDraft(): KitForm {
  const form = defaultKitForm();
  try {
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<KitForm> | null;
    if (!saved || typeof saved !== 'object') return form;
    const draft: KitForm = {
      lang: saved.lang === 'en' || saved.lang === 'he' ? saved.lang : form.lang,
      toc: sameShape(form.toc, saved.toc),
      share: sameShape(form.share, saved.share),
      menu: sameShape(form.menu, saved.menu),
      carousel: sameShape(form.carousel, saved.carousel),
      pagination: sameShape(form.pagination, saved.pagination),
    };
    draft.share.services = Array.isArray(draft.share.services) ? draft.share.services.filter(isShareServiceKey) : form.share.services;
    return draft;
  } catch {
    // an unreadable draft: start afresh
    return form;
  }
}

/** Keeps every change as the draft loadKitDraft reads back. */
export function useKitDraftKept(form: KitForm): void {
  useEffect(() => {
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify(form));
    } catch {
      // storage full or blocked: the page still works, the draft is just not kept
    }
  }, [form]);
}
