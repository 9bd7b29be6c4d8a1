import { afterEach, describe, expect, it } from 'vitest';
import { mountForm } from './support.js';

afterEach(() => {
  document.body.innerHTML = '';
});

const FORM = `
  <input type="tel" name="phone" data-beckon-kind="sms">
  <input type="text" name="born" data-beckon-kind="date">
  <input type="text" name="first">`;

function press(input: HTMLInputElement, key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  input.dispatchEvent(event);
  return !event.defaultPrevented;
}

/** SPEC §5: what SMS and date inputs take from the keyboard, from a mobile keyboard and from a paste. */
describe('key filters', () => {
  it.each([
    { field: 'phone', key: '7', passes: true },
    { field: 'phone', key: '+', passes: true },
    { field: 'phone', key: '(', passes: true },
    { field: 'phone', key: '-', passes: true },
    { field: 'phone', key: ' ', passes: true },
    { field: 'phone', key: 'a', passes: false },
    { field: 'phone', key: '/', passes: false },
    { field: 'phone', key: '.', passes: false },
    { field: 'phone', key: 'Backspace', passes: true },
    { field: 'phone', key: 'ArrowLeft', passes: true },
    { field: 'phone', key: 'v', ctrlKey: true, passes: true },
    { field: 'born', key: '3', passes: true },
    { field: 'born', key: '/', passes: true },
    { field: 'born', key: '-', passes: true },
    { field: 'born', key: '+', passes: false },
    { field: 'born', key: 'x', passes: false },
    { field: 'born', key: 'a', metaKey: true, passes: true },
    { field: 'first', key: 'x', passes: true },
  ])('$field: $key passes: $passes', ({ field, key, passes, ...modifiers }) => {
    const form = mountForm(FORM);
    expect(press(form.querySelector(`[name=${field}]`)!, key, modifiers)).toBe(passes);
  });

  it.each([
    { field: 'phone', data: '5', passes: true },
    { field: 'phone', data: 'é', passes: false },
    { field: 'born', data: '12/', passes: true },
    { field: 'born', data: '1a', passes: false },
  ])('$field: a mobile keyboard typing "$data" passes: $passes', ({ field, data, passes }) => {
    const form = mountForm(FORM);
    const event = new InputEvent('beforeinput', { inputType: 'insertText', data, bubbles: true, cancelable: true });
    form.querySelector(`[name=${field}]`)!.dispatchEvent(event);
    expect(!event.defaultPrevented).toBe(passes);
  });

  it.each([
    { field: 'phone', pasted: 'tel:+44 (7700) 900-123!', kept: '+44 (7700) 900-123' },
    { field: 'born', pasted: '12.03.1990 or 12/03/1990', kept: '12031990  12/03/1990' },
  ])('$field: a paste keeps only the characters the field takes', ({ field, pasted, kept }) => {
    const form = mountForm(FORM);
    const input = form.querySelector<HTMLInputElement>(`[name=${field}]`)!;
    input.value = '';
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(input.value).toBe(kept);
  });

  it('a paste into a field with no filter is left to the browser', () => {
    const form = mountForm(FORM);
    const data = new DataTransfer();
    data.setData('text/plain', 'Ada!');
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    form.querySelector('[name=first]')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
