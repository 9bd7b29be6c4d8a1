import type { CaptchaConfig, CloseTrigger, PlayResult, PopupRecord, SubmittedField } from '@beckon/core';
import type { GameResult, GameViews } from './games/types.js';
import type { AddToCart } from './ProductCards.js';
import type { LoadProducts } from './use-catalogue-products.js';

export type Device = 'desktop' | 'mobile';

/** The screens a pop-up view shows (SPEC §2); the teaser tab is a view of its own. */
export type ScreenName = 'main' | 'thank_you' | 'play' | 'winning' | 'losing';

/** The bot-defence readings sent with a submit (core rules/spam.ts). */
export interface SubmitGuard {
  /** the invisible honeypot field's value: a person leaves it empty */
  honeypot: string;
  /** milliseconds from the form showing to its submit */
  fillMs: number;
  /** the human check's token, when the pop-up asks for one */
  captchaToken?: string;
}

/** What the runtime (or the dashboard preview) answers when the visitor submits. */
export type SubmitOutcome = { ok: true } | { ok: false; message: string };

export interface PopupViewProps {
  record: PopupRecord;
  device: Device;
  /** sends the lead; resolves when the server acknowledged it (or refused it) */
  onSubmit: (fields: SubmittedField[], guard: SubmitGuard) => Promise<SubmitOutcome>;
  /** called once the exit animation has finished */
  onClosed: (trigger: CloseTrigger, converted: boolean) => void;
  /** the dashboard preview renders a screen without animations or timers */
  initialScreen?: ScreenName;
  still?: boolean;
  /** a visitor copied the coupon (the runtime fires couponCopy, SPEC §4) */
  onCouponCopy?: (code: string) => void;
  /** go to this address after the submit (SPEC §4 redirect); previews leave it out */
  onRedirect?: (url: string) => void;
  /** the server's human check (display response), used by pop-ups with design_properties.captcha */
  captcha?: CaptchaConfig | null | undefined;
  /** the server's blocked free-mail domains, for business-only email fields (SPEC §5) */
  loadBlockedDomains?: () => Promise<ReadonlySet<string>>;
  /** already on screen (the server-rendered first paint): no entry animation again */
  entered?: boolean;
  /**
   * When the visitor first saw the pop-up (its first paint), in Date.now() time: a lead's fill time
   * counts from then, not from the live view's arrival, which a slow network may delay while they type.
   */
  shownAt?: number;
  /** a gamified record's games (a lazy chunk of the embed): without them the game stage stays empty */
  games?: GameViews | undefined;
  /** issue 17: asks the server to draw this visitor's prize; previews leave it out and draw locally */
  onPlay?: (() => Promise<PlayResult>) | undefined;
  /** the page's store adds product cards' products to its cart; without it those cards link to the product */
  onAddToCart?: AddToCart | undefined;
  /** the display API's address, for the calls the live view makes itself (recommendations) */
  api?: string | undefined;
  /** fetches products blocks' catalogue products at display time (SPEC §7 recommendation call) */
  loadProducts?: LoadProducts | undefined;
  /** a still preview of the play, winning or losing screen: the result it shows */
  sampleResult?: GameResult | undefined;
}
