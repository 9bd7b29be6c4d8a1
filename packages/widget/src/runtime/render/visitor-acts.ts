/**
 * The visitor acting on a pop-up: every way in, by pointer, key, assistive technology or autofill.
 * Not a pointer passing over: a page's layout moving the pop-up under a resting mouse says so too.
 * mount.ts fetches the live view at the first of them; render-view.ts hydrates in its capture.
 */
export const VISITOR_ACTS = ['pointerdown', 'keydown', 'click', 'submit', 'input', 'change'];
