/* global window, document, CustomEvent */
/*
 * Wix's consent policy manager as a Wix site page exposes it (window.consentPolicyManager:
 * getCurrentConsentPolicy, setConsentPolicy, resetConsentPolicy, onConsentPolicyChanged) and the
 * site's cookie banner. A visitor's own policy is kept in the `consent-policy` cookie, as Wix
 * keeps it; without one the site's default policy applies (defaultPolicy: true). The emulator sets
 * window.__emulatorConsentPolicy: whether the site requires consent, and a decision to start with.
 */
(function () {
  var settings = window.__emulatorConsentPolicy || { required: true, decided: null };
  var COOKIE = 'consent-policy';
  var KINDS = ['functional', 'analytics', 'advertising', 'dataToThirdParty'];
  var handlers = [];

  function policyOf(allowed) {
    var policy = { essential: true };
    KINDS.forEach(function (kind) {
      policy[kind] = allowed;
    });
    return policy;
  }

  function visitorPolicy() {
    var match = new RegExp('(?:^|; )' + COOKIE + '=([^;]*)').exec(document.cookie);
    if (match) {
      try {
        var parsed = JSON.parse(decodeURIComponent(match[1]));
        var policy = { essential: true };
        KINDS.forEach(function (kind) {
          policy[kind] = parsed[kind] === true;
        });
        return policy;
      } catch (error) {
        // An unreadable cookie is no decision.
      }
    }
    return typeof settings.decided === 'boolean' ? policyOf(settings.decided) : null;
  }

  function current() {
    var own = visitorPolicy();
    if (own) return { defaultPolicy: false, policy: own, createdDate: new Date().toISOString() };
    // The site's default: everything when the site requires no consent, essential cookies only when it does.
    return { defaultPolicy: true, policy: policyOf(!settings.required) };
  }

  function changed() {
    var now = current();
    handlers.forEach(function (handler) {
      handler(now);
    });
    document.dispatchEvent(new CustomEvent('consentPolicyChanged', { detail: now }));
    return now;
  }

  window.consentPolicyManager = {
    getCurrentConsentPolicy: current,
    setConsentPolicy: function (policy) {
      var stored = {};
      KINDS.forEach(function (kind) {
        stored[kind] = !!(policy && policy[kind]);
      });
      document.cookie = COOKIE + '=' + encodeURIComponent(JSON.stringify(stored)) + '; path=/; SameSite=Lax';
      return Promise.resolve(changed());
    },
    resetConsentPolicy: function () {
      document.cookie = COOKIE + '=; path=/; Max-Age=0';
      settings.decided = null;
      return Promise.resolve(changed());
    },
    onConsentPolicyChanged: function (handler) {
      if (typeof handler === 'function') handlers.push(handler);
    },
  };

  function showBanner() {
    if (!settings.required || !current().defaultPolicy) return;
    var banner = document.createElement('section');
    banner.className = 'cookie-banner';
    banner.setAttribute('aria-label', 'Cookie consent');
    banner.innerHTML =
      '<p>This site uses cookies to remember your cart and to improve what you see.</p>' +
      '<div><button type="button" data-consent="yes">Accept</button><button type="button" data-consent="no">Decline</button></div>';
    banner.addEventListener('click', function (event) {
      var choice = event.target && event.target.getAttribute ? event.target.getAttribute('data-consent') : null;
      if (!choice) return;
      window.consentPolicyManager.setConsentPolicy(policyOf(choice === 'yes'));
      banner.remove();
    });
    document.body.appendChild(banner);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', showBanner);
  else showBanner();
})();
