import type { KeyPress } from '@beckon/core';

type KeyRule = (press: KeyPress) => boolean;

/** The characters of `text` the rule lets through, one at a time as if typed. */
export function keepAllowed(text: string, allowed: KeyRule): string {
  return [...text].filter((character) => allowed({ key: character })).join('');
}

/**
 * SPEC §5 key filters on one input: a key that types a refused character does nothing; text
 * typed another way (a mobile keyboard's beforeinput) is refused whole when it holds one; a paste
 * or a drop goes in with the refused characters left out.
 */
export function filterKeys(input: HTMLInputElement, allowed: KeyRule): void {
  input.addEventListener('keydown', (event) => {
    if (!allowed({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey })) event.preventDefault();
  });
  input.addEventListener('beforeinput', (event) => {
    if (event.inputType !== 'insertText' && event.inputType !== 'insertCompositionText') return;
    if (event.data && keepAllowed(event.data, allowed) !== event.data) event.preventDefault();
  });
  const insertFiltered = (event: Event, text: string | undefined) => {
    if (text === undefined) return;
    event.preventDefault();
    const kept = keepAllowed(text, allowed);
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    input.setRangeText(kept, start, end, 'end');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  input.addEventListener('paste', (event) => insertFiltered(event, event.clipboardData?.getData('text/plain')));
  input.addEventListener('drop', (event) => insertFiltered(event, event.dataTransfer?.getData('text/plain')));
}
