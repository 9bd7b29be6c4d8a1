import { SIGNUP_LISTS_KEY } from '@beckon/core';
import { controlsOf, isListControl } from './read-form.js';

/** The class of the note under a field that broke a rule; styled by the form's sheet, overridable. */
export const FIELD_ERROR_CLASS = 'beckon-signup-error';
const OWNER = 'data-beckon-error-for';
let counter = 0;

function describedBy(element: Element, id: string, add: boolean): void {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((each) => each !== '' && each !== id);
  if (add) ids.push(id);
  if (ids.length > 0) element.setAttribute('aria-describedby', ids.join(' '));
  else element.removeAttribute('aria-describedby');
}

/** A box or radio sits inside its label or before it: the note goes after both, not between them. */
function anchorOf(element: HTMLElement): HTMLElement {
  const label = element.closest('label');
  return label && label !== element ? label : element;
}

/** Where the note of `name` goes and which elements it describes: a field's controls, or the list group. */
function targetsOf(form: HTMLFormElement, name: string): { anchor: HTMLElement; inside: boolean; described: HTMLElement[] } | null {
  if (name === SIGNUP_LISTS_KEY) {
    const boxes = controlsOf(form).filter((control) => isListControl(control) && control.type === 'checkbox');
    const group = form.querySelector<HTMLElement>('[data-beckon-lists]');
    if (group) return { anchor: group, inside: true, described: [group, ...boxes] };
    return boxes.length > 0 ? { anchor: anchorOf(boxes[boxes.length - 1]!), inside: false, described: boxes } : null;
  }
  const controls = controlsOf(form).filter((control) => control.name === name);
  const last = controls[controls.length - 1];
  return last ? { anchor: anchorOf(last), inside: false, described: controls } : null;
}

/** Takes back the note of one field (or of all when name is omitted) and its marks. */
export function clearFieldErrors(form: HTMLFormElement, name?: string): void {
  const notes = Array.from(form.querySelectorAll<HTMLElement>(`[${OWNER}]`)).filter((note) => name === undefined || note.getAttribute(OWNER) === name);
  for (const note of notes) {
    for (const element of Array.from(form.querySelectorAll('[aria-describedby]'))) {
      if (!element.getAttribute('aria-describedby')!.split(/\s+/).includes(note.id)) continue;
      describedBy(element, note.id, false);
      element.removeAttribute('aria-invalid');
    }
    note.remove();
  }
}

/**
 * Each message next to its field (SPEC §5), the field marked aria-invalid and described by it;
 * returns the element to focus: the first field in the form's order that broke a rule.
 */
export function showFieldErrors(form: HTMLFormElement, errors: Readonly<Record<string, string>>): HTMLElement | null {
  clearFieldErrors(form);
  let first: HTMLElement | null = null;
  for (const [name, message] of Object.entries(errors)) {
    const targets = targetsOf(form, name);
    if (!targets) continue;
    const note = document.createElement('span');
    note.id = `beckon-signup-error-${++counter}`;
    note.className = FIELD_ERROR_CLASS;
    note.setAttribute(OWNER, name);
    note.textContent = message;
    if (targets.inside) targets.anchor.appendChild(note);
    else targets.anchor.insertAdjacentElement('afterend', note);
    for (const element of targets.described) {
      element.setAttribute('aria-invalid', 'true');
      describedBy(element, note.id, true);
    }
    const focusable = targets.described.find((element) => element.matches('input, select, textarea')) ?? null;
    if (focusable && (!first || first.compareDocumentPosition(focusable) & Node.DOCUMENT_POSITION_PRECEDING)) first = focusable;
  }
  return first;
}
