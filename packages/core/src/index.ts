export * from './constants.js';
export * from './events.js';
export * from './strings/index.js';
export * from './flags.js';
export * from './embed-snippet.js';
export * from './html-escape.js';
export * from './design-defaults.js';
export * from './types/popup.js';
export * from './types/design.js';
export * from './types/form-field.js';
export * from './types/prize.js';
export * from './types/responses.js';
export * from './types/stored-items.js';
export * from './types/chat.js';
export * from './types/content.js';
export * from './types/api.js';
// The HTTP contract's schemas are `@beckon/core/api`: only types cross here, so no embed carries TypeBox.
export type { PopupStatus } from './api/unions.js';
export * from './types/leads.js';
export * from './validators/email.js';
export * from './validators/field-key.js';
export * from './validators/popup-id.js';
export * from './triggers/time-delay.js';
export * from './validators/submitted-fields.js';
export * from './validators/field-value.js';
export * from './validators/form.js';
export * from './validators/name.js';
export * from './validators/phone-basic.js';
export * from './validators/phone-pattern.js';
export * from './validators/phone-israeli.js';
// The international check itself is `@beckon/core/phone` (libphonenumber-js metadata): only its types are here.
export * from './validators/phone-checker.js';
export * from './validators/email-field.js';
export * from './validators/email-suggestion.js';
export * from './validators/business-email.js';
export * from './validators/date.js';
export * from './validators/birthday.js';
export * from './validators/number.js';
export * from './validators/choice.js';
export * from './validators/offered-value.js';
export * from './validators/prize-placeholders.js';
export * from './rules/index.js';
export * from './chat/index.js';
export * from './formats/index.js';
// Types and formats in an owner's words, for the dashboard and the gallery (the embed never imports them).
export * from './formats/format-words.js';
// Issue 23: the template library, for the dashboard's gallery (the embed never imports it).
export * from './templates/index.js';
export * from './games/index.js';
export * from './signup/index.js';
// types/responses.ts declares the same SPEC §3 status union; one declaration has to win the star exports' clash.
export type { SignupStatus } from './signup/statuses.js';
export * from './validators/urls.js';
export * from './validators/domain.js';
export * from './validators/password.js';
export * from './validators/retention-days.js';
export * from './validators/popup-settings.js';
export * from './validators/popup-signup.js';
export * from './store/product-cards.js';
export * from './store/products-block.js';
export * from './store/ids.js';
export * from './store/consent.js';
export * from './store/cart.js';
export * from './store/cart-trigger.js';
export * from './store/store-fields.js';
export * from './store/last-visited.js';
export * from './store/abandonment.js';
export * from './store/price-rules.js';
export * from './design/effects.js';
export * from './design/timer-styles.js';
export * from './design/fonts.js';
export * from './design/consent.js';
export * from './design/credit.js';
export * from './design/owner-html.js';
export * from './design/blocks.js';
export * from './content/config-attributes.js';
export * from './content/devices.js';
export * from './content/toc-offsets.js';
export * from './content/toc-cookie.js';
export * from './content/toc-config.js';
export * from './content/menu-config.js';
export * from './content/carousel.js';
export * from './content/carousel-config.js';
export * from './content/heading-slug.js';
export * from './content/pagination.js';
export * from './content/pagination-config.js';
export * from './content/share.js';
export * from './content/share-catalogue.js';
export * from './content/share-config.js';
export * from './content/share-icons.js';
export * from './content/share-services.js';
export * as contentTexts from './content/texts.js';
export * from './integrations/lead-event.js';
// The readers stay inside core's integrations; the bounds and the result shape are what callers need.
export {
  CONNECTOR_MAX_TAGS,
  CONNECTOR_MAX_TAG_LENGTH,
  CONNECTOR_MAX_MAPPED_FIELDS,
  CONNECTOR_MAX_LISTS,
  CONNECTOR_MAX_KEY_LENGTH,
  CONNECTOR_MAX_URL_LENGTH,
  CONNECTOR_MAX_TARGET_LENGTH,
  CONNECTOR_MAX_FIELD_KEY_LENGTH,
  CONNECTOR_MESSAGE_MAX_LENGTH,
  type SettingsResult,
} from './integrations/connector-settings.js';
export * from './integrations/connector-fields.js';
export * from './integrations/connector-template.js';
export * from './integrations/mailchimp-settings.js';
export * from './integrations/brevo-settings.js';
export * from './integrations/klaviyo-settings.js';
export * from './integrations/generic-settings.js';
export * from './notifications/digest-day.js';
export * from './consent/index.js';
