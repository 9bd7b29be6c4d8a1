import type { Static } from 'typebox';
import type { AbReply, AbVariantReply, BreakdownReply, DayResultReply, PrizeResultReply, PrizeResultsReply, ResultsReply } from './admin-results.js';
import type { MeReply } from './admin-auth.js';
import type { ForgetReply } from './admin-leads.js';
import type { NewPopupBody, PopupDetailReply, PopupPatchBody, PopupSummaryReply } from './admin-popups.js';
import type { SiteReply, SiteSeenReply } from './admin-sites.js';
import type { PlanReply, RestrictionReply } from './admin-operator.js';
import type { ErrorReply } from './errors.js';
import type {
  ActivityBody,
  ClosedBody,
  ConversionBody,
  ConversionReply,
  DisplayBody,
  PlayBody,
  PlayReply,
  SessionBody,
  ViewedBody,
  ViewReply,
} from './visitor.js';
import type { PendingShopReply, ShopClaimReply, ShopVerifyReply, StoreStateReply } from './store.js';

// ---- visitor calls (SPEC §7), field names exactly as the spec ----

export type DisplayRequest = Static<typeof DisplayBody>;
export type ViewedRequest = Static<typeof ViewedBody>;
export type ClosedRequest = Static<typeof ClosedBody>;
/** SPEC §7 conversion-activities: a known visitor viewed or closed a pop-up. */
export type ActivityRequest = Static<typeof ActivityBody>;
/** SPEC §7 total-website-session: a known visitor is still on the site. */
export type SessionRequest = Static<typeof SessionBody>;
/** Sent form-encoded: every value is a string on the wire; field values travel as their field_key. */
export type ConversionRequest = Static<typeof ConversionBody> & { [fieldKey: string]: string | undefined };
export type ViewResponse = Static<typeof ViewReply>;
export type ConversionResponse = Static<typeof ConversionReply>;
/** Issue 17: a visitor plays a gamified pop-up; the drawn prize comes back. */
export type PlayRequest = Static<typeof PlayBody>;
export type PlayResponse = Static<typeof PlayReply>;
/** A clear error for bad input on any Beckon route. */
export type ErrorResponse = Static<typeof ErrorReply>;

// ---- admin calls ----

export type MeResponse = Static<typeof MeReply>;
/** Issue 17: a gamified pop-up's plays, prize by prize, against the configured chances. */
export type PrizeResultsResponse = Static<typeof PrizeResultsReply>;
export type PrizeResult = Static<typeof PrizeResultReply>;
export type SiteSeen = Static<typeof SiteSeenReply>;
export type SiteResponse = Static<typeof SiteReply>;
export type PopupSummaryResponse = Static<typeof PopupSummaryReply>;
export type PopupDetailResponse = Static<typeof PopupDetailReply>;
export type NewPopupRequest = Static<typeof NewPopupBody>;
export type PopupPatchRequest = Static<typeof PopupPatchBody>;
export type ForgetResponse = Static<typeof ForgetReply>;
export type DayResultResponse = Static<typeof DayResultReply>;
export type BreakdownResponse = Static<typeof BreakdownReply>;
export type ResultsResponse = Static<typeof ResultsReply>;
export type AbVariantResponse = Static<typeof AbVariantReply>;
export type AbResponse = Static<typeof AbReply>;
export type PendingShopResponse = Static<typeof PendingShopReply>;
export type StoreStateResponse = Static<typeof StoreStateReply>;
export type ShopClaimResponse = Static<typeof ShopClaimReply>;
export type ShopVerifyResponse = Static<typeof ShopVerifyReply>;
export type PlanResponse = Static<typeof PlanReply>;
export type RestrictionResponse = Static<typeof RestrictionReply>;

// ---- issue 18: sign-up forms and subscriber lists ----

import type {
  ListReply,
  NewListBody,
  ListPatchBody,
  NewSignupFormBody,
  SignupFormPatchBody,
  SignupFormReply,
  SignupFormSettingsSchema,
  SignupFieldSchema,
  SubscriberReply,
  SubscribersPageReply,
  SubscriptionReply,
  SubscriberImportBody,
  SubscriberImportReply,
  SubscriberImportRow,
  ConfirmationReply,
  ConfirmationsReply,
} from './admin-lists.js';
import type { CountriesReply, CountryReply, SignupBody, SignupReply } from './signup.js';

/** SPEC §7 sign-up: field values by field name, plus the call's own keys. */
export type SignupRequest = Static<typeof SignupBody>;
/** SPEC §3 "Sign-up" response. */
export type SignupResponse = Static<typeof SignupReply>;
export type ListResponse = Static<typeof ListReply>;
export type NewListRequest = Static<typeof NewListBody>;
export type ListPatchRequest = Static<typeof ListPatchBody>;
export type SignupFieldSetting = Static<typeof SignupFieldSchema>;
export type SignupFormSettings = Static<typeof SignupFormSettingsSchema>;
export type NewSignupFormRequest = Static<typeof NewSignupFormBody>;
export type SignupFormPatchRequest = Static<typeof SignupFormPatchBody>;
export type SignupFormResponse = Static<typeof SignupFormReply>;
export type SubscriptionResponse = Static<typeof SubscriptionReply>;
export type SubscriberResponse = Static<typeof SubscriberReply>;
export type SubscribersPageResponse = Static<typeof SubscribersPageReply>;
export type SubscriberImportRowRequest = Static<typeof SubscriberImportRow>;
export type SubscriberImportRequest = Static<typeof SubscriberImportBody>;
export type SubscriberImportResponse = Static<typeof SubscriberImportReply>;
export type ConfirmationResponse = Static<typeof ConfirmationReply>;
export type ConfirmationsResponse = Static<typeof ConfirmationsReply>;
export type CountryResponse = Static<typeof CountryReply>;
export type CountriesResponse = Static<typeof CountriesReply>;
