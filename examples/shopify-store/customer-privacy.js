/* global window, document, CustomEvent */
/*
 * Shopify's Customer Privacy API as a store page exposes it (window.Shopify.customerPrivacy, also
 * reached through Shopify.loadFeatures) and the privacy banner a store in a consent region shows.
 * The decision is kept in the `_tracking_consent` cookie, as Shopify keeps it, so it holds across
 * pages. The emulator sets window.__emulatorPrivacy: whether the region requires consent and the
 * decision a test starts with ('yes', 'no' or '' for none yet).
 */
(function () {
  var settings = window.__emulatorPrivacy || { required: true, initial: '' };
  var KINDS = ['marketing', 'analytics', 'preferences', 'sale_of_data'];
  var COOKIE = '_tracking_consent';

  function everyKind(value) {
    var consent = {};
    KINDS.forEach(function (kind) {
      consent[kind] = value;
    });
    return consent;
  }

  function stored() {
    var match = new RegExp('(?:^|; )' + COOKIE + '=([^;]*)').exec(document.cookie);
    if (!match) return null;
    try {
      var parsed = JSON.parse(decodeURIComponent(match[1]));
      var consent = {};
      KINDS.forEach(function (kind) {
        consent[kind] = parsed[kind] === 'yes' || parsed[kind] === 'no' ? parsed[kind] : '';
      });
      return consent;
    } catch (error) {
      return null;
    }
  }

  var consent = stored() || everyKind(settings.initial || '');

  // A kind is allowed when the visitor said yes, or when nobody asked because the region needs no consent.
  function allowed(kind) {
    return consent[kind] === 'yes' || (consent[kind] === '' && !settings.required);
  }

  function collected() {
    return {
      analyticsAllowed: allowed('analytics'),
      marketingAllowed: allowed('marketing'),
      firstPartyMarketingAllowed: allowed('marketing'),
      thirdPartyMarketingAllowed: allowed('marketing'),
      preferencesAllowed: allowed('preferences'),
      saleOfDataAllowed: allowed('sale_of_data'),
    };
  }

  function asAnswer(value) {
    return value ? 'yes' : 'no';
  }

  var customerPrivacy = {
    currentVisitorConsent: function () {
      return Object.assign({}, consent);
    },
    analyticsProcessingAllowed: function () {
      return allowed('analytics');
    },
    marketingAllowed: function () {
      return allowed('marketing');
    },
    preferencesProcessingAllowed: function () {
      return allowed('preferences');
    },
    saleOfDataAllowed: function () {
      return allowed('sale_of_data');
    },
    userCanBeTracked: function () {
      return allowed('analytics') && allowed('marketing');
    },
    userDataCanBeSold: function () {
      return allowed('sale_of_data');
    },
    getTrackingConsent: function () {
      return consent.analytics === '' ? 'no_interaction' : consent.analytics;
    },
    getRegion: function () {
      return settings.required ? 'DE' : 'US';
    },
    shouldShowBanner: function () {
      return settings.required && consent.analytics === '';
    },
    // Takes a boolean (the legacy form) or {analytics, marketing, preferences, sale_of_data} booleans.
    setTrackingConsent: function (value, callback) {
      if (typeof value === 'boolean') consent = everyKind(asAnswer(value));
      else
        KINDS.forEach(function (kind) {
          if (value && typeof value[kind] === 'boolean') consent[kind] = asAnswer(value[kind]);
        });
      document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify(consent)) + '; path=/; SameSite=Lax';
      document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: collected() }));
      if (typeof callback === 'function') window.setTimeout(callback, 0);
    },
  };

  window.Shopify = window.Shopify || {};
  window.Shopify.customerPrivacy = customerPrivacy;
  window.Shopify.loadFeatures = function (_features, callback) {
    window.setTimeout(function () {
      callback(null);
    }, 0);
  };

  function showBanner() {
    if (!customerPrivacy.shouldShowBanner()) return;
    var banner = document.createElement('section');
    banner.className = 'privacy-banner';
    banner.setAttribute('aria-label', 'Cookie consent');
    banner.innerHTML =
      '<p>We use cookies to remember your cart and to understand what you browse. Is that all right?</p>' +
      '<div><button type="button" data-consent="yes">Accept</button><button type="button" data-consent="no">Decline</button></div>';
    banner.addEventListener('click', function (event) {
      var choice = event.target && event.target.getAttribute ? event.target.getAttribute('data-consent') : null;
      if (!choice) return;
      customerPrivacy.setTrackingConsent(choice === 'yes');
      banner.remove();
    });
    document.body.appendChild(banner);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showBanner);
  else showBanner();
})();
