import type { PopupFormat, PopupSettings, PopupStatus, PopupTarget, PopupType } from '@beckon/core';
import type {
  AbResponse,
  AbVariantResponse,
  BreakdownResponse,
  DayResultResponse,
  ForgetResponse,
  MeResponse,
  OrderedProductResponse,
  OrderedProductsResponse,
  PendingShopResponse,
  PRICE_RULE_VALUE_TYPES,
  PriceRuleResponse,
  PopupSummaryResponse,
  PrizeResult as PrizeResultResponse,
  PrizeResultsResponse,
  ResultsResponse,
  ShopClaimResponse,
  ShopVerifyResponse,
  SiteResponse,
  SiteSeen as SiteSeenResponse,
  StoreStateResponse,
} from '@beckon/core/api';

/** The admin API's replies: the types of the very schemas the server answers with (@beckon/core/api). Times are epoch milliseconds. */
export type Me = MeResponse;
export type SiteSeen = SiteSeenResponse;
export type SiteSummary = SiteResponse;
export type { PopupStatus };
export type PopupSummary = PopupSummaryResponse;

/** What the editor sends: the design and its properties, the rest of the settings as far as the owner set them. */
export interface NewPopup {
  client_id: string;
  name: string;
  type: PopupType;
  format: PopupFormat;
  target: PopupTarget;
  status: PopupStatus;
  settings: Pick<PopupSettings, 'design' | 'design_properties'> & Partial<PopupSettings>;
}

export interface PopupPatch {
  name?: string;
  status?: PopupStatus;
  settings?: PopupSettings;
}

export type { Lead as LeadRow, LeadColumn, LeadsPage } from '@beckon/core';

export type ForgetResult = ForgetResponse;
export type DayResult = DayResultResponse;
export type Breakdown = BreakdownResponse;
export type ResultsReport = ResultsResponse;
export type AbVariant = AbVariantResponse;
export type AbReport = AbResponse;
/** Issue 17: a gamified pop-up's plays, prize by prize (share in percent). */
export type PrizeReport = PrizeResultsResponse;
export type PrizeRow = PrizeResultResponse;

/** A shop claim waiting for its proof: the tag the shop's home page must carry (issue 15). */
export type PendingShop = NonNullable<PendingShopResponse>;
/** GET /api/admin/sites/{clientId}/store: the proven shop, if any, and a claim waiting, if any. */
export type StoreState = StoreStateResponse;
export type ShopClaimReply = ShopClaimResponse;
export type ShopVerifyReply = ShopVerifyResponse;
/** A site's discount code (SPEC §7 get-price-rules), as GET …/store/price-rules answers it and PUT takes it back. */
export type PriceRule = PriceRuleResponse;
export type PriceRuleValueType = (typeof PRICE_RULE_VALUE_TYPES)[number];
/** Issue 19: one product a Wix member viewed, and a page of them with how many there are in all. */
export type ViewedProduct = OrderedProductResponse;
export type ViewedProductsPage = OrderedProductsResponse;

// Issue 18: lists, sign-up forms and subscribers, as the admin API answers them.
export type {
  ConfirmationResponse as Confirmation,
  ConfirmationsResponse as Confirmations,
  ListPatchRequest as ListPatch,
  ListResponse as SubscriberList,
  NewListRequest as NewList,
  NewSignupFormRequest as NewSignupForm,
  SignupFieldSetting,
  SignupFormPatchRequest as SignupFormPatch,
  SignupFormResponse as SignupFormRecord,
  SignupFormSettings,
  SubscriberImportRequest as SubscriberImport,
  SubscriberImportResponse as SubscriberImportResult,
  SubscriberImportRowRequest as SubscriberImportRow,
  SubscriberResponse as Subscriber,
  SubscribersPageResponse as SubscribersPage,
  SubscriptionResponse as Subscription,
} from '@beckon/core/api';

// Issue 20: a site's share counts per page and service, as the admin API answers them.
export type { ServiceCountResponse as ServiceCount, SharedPageResponse as SharedPage, ShareReportResponse as ShareReport } from '@beckon/core/api';
