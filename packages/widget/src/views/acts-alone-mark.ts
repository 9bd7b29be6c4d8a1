/**
 * A first paint says on its dialog that its pop-up acts by itself (acts-alone.ts), so that the
 * widget's first download can tell without the views: it fetches their chunk at once only for
 * such a pop-up (runtime/render/mount.ts). A module of its own: the one mount.ts imports stays
 * in the first download with all it holds.
 */
export const ACTS_ALONE_ATTRIBUTE = 'data-acts';
