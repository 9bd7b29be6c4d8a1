import type { DisplayRequest } from '@beckon/core';
import type { Device } from '../../views/types.js';
import type { VisitorState } from '../visitor/visitor-state.js';

export interface EngineContext {
  api: string;
  clientId: string;
  nonce: string | undefined;
  visitor: string;
  referrer: string;
  device: Device;
  state: VisitorState;
  /** SPEC §1 preview mode: the pop-up id from ppt-preview; nothing is recorded */
  previewId: string | null;
  /** the display payload for this page, for the click-display call */
  requestPayload: () => DisplayRequest;
}

/**
 * True while the page view a piece of work started for is still the current one: after an SPA
 * navigation (SPEC §1) work started for the earlier page stops instead of showing anything.
 */
export type StillCurrent = () => boolean;

/** Containers for embedded and content pop-ups are a chunk: most pages have none. */
export const containers = () => import('../page/embed-containers.js');
