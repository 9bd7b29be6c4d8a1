import { describe, expect, it } from 'vitest';
import { triggerLabel } from '../../src/index.js';

// One naming for Results, the Leads table and the leads CSV (issue 15 part 8).
describe('triggerLabel', () => {
  it.each([
    ['display_after_sec_active', 'After seconds on the page'],
    ['display_after_exit_website_active', 'On leaving (exit intent)'],
    ['on_click', 'On a click of the page’s button'],
    ['page_load', 'As the page loads'],
    ['something_new', 'something_new'],
    ['', ''],
    // Not a key of the table even though every object has it.
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
  ])('%j → %j', (trigger, words) => {
    expect(triggerLabel(trigger)).toBe(words);
  });
});
