import type { PopupRecord } from './popup.js';

/** SPEC §6: a not_allowed display response stops display and shows the upgrade prompt. */
export type DisplayVerdict = 'allowed' | 'not_allowed';

/** SPEC §3 display response. */
export interface DisplayResponse {
  display: DisplayVerdict;
  message: string;
  poptins: PopupRecord[];
  country: string;
  country_code: string;
  cc: string;
  ip: string;
  lang: string;
  if_freemium: boolean;
  is_client_restriction: boolean;
  client_restriction_setting: string | null;
  wix_cart_details: unknown | null;
  /** the server's human check, when one is set up: pop-ups with design_properties.captcha use it */
  captcha?: CaptchaConfig | null;
  /** issue 15, beyond SPEC §3: where the upgrade notice links (BECKON_UPGRADE_URL), only with a real plan limit */
  upgrade_url?: string | null;
}

/** Issue 5: an optional Turnstile or reCAPTCHA check, verified by the server. */
export const CAPTCHA_PROVIDERS = ['turnstile', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
export interface CaptchaConfig {
  provider: CaptchaProvider;
  site_key: string;
}

/** SPEC §3 sign-up response. */
export type SignupStatus = 'success' | 'update' | 'failure' | 'already_exist' | 'invalid' | 'gcaptchaEmpty' | 'gcaptchaFail';
export interface SignupResponse {
  status: SignupStatus;
  msg: { successMsg: string; errorMsg: string; existMsg: string; invalidMsg: string } | string;
  redirect?: string;
  turnstileCaptcha?: boolean;
}

export type { ViewResponse, ConversionResponse, ErrorResponse } from '../api/types.js';

/** SPEC §3 recommendation response. */
export interface RecommendationResponse<P = unknown> {
  success: boolean;
  data: { products: P[] };
  currency: string;
}

/** SPEC §3 share-count response. */
export interface ShareCountResponse {
  status: number;
  message: string | Record<string, unknown>;
  facebook: boolean;
  facebook_urls: string[];
}
