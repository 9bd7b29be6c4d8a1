/**
 * The widget's way to the display API, from the shared embed kit. Engine and boot send through
 * this module, so a test can stand in for the network in one place.
 */
export { beacon, postJson } from '@beckon/embed-kit';
