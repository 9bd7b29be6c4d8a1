/* global document, fetch, window, Event */
/*
 * The site's store buttons: "Add to cart" adds through the emulated Wix cart call and updates the
 * header's count; "Out of stock" and refusals show Wix's message. And Wix's events for site
 * scripts (Wix Developers Analytics): window.wixDevelopersAnalytics.register(channel, handler)
 * hands each channel the page view's events so far and those that follow — productPageLoaded on
 * a product page, AddToCart after an add — and wixDevelopersAnalyticsReady announces it.
 */
(function () {
  var ADD = '/_api/wix-ecommerce-storefront-web/api/v1/cart/current/add-to-cart';
  var handlers = [];
  var fired = [];

  function emit(name, data) {
    fired.push([name, data]);
    handlers.forEach(function (handler) {
      handler(name, data);
    });
  }

  window.wixDevelopersAnalytics = {
    register: function (channel, handler) {
      handlers.push(handler);
      fired.forEach(function (event) {
        handler(event[0], event[1]);
      });
    },
  };

  var productButton = document.querySelector('.product-page button.add');
  if (productButton) {
    var price = document.querySelector('.product-page .price');
    emit('productPageLoaded', {
      productId: productButton.getAttribute('data-product-id'),
      name: document.querySelector('.product-page h1').textContent,
      price: price ? Number(price.textContent.replace(/[^0-9.]/g, '')) : undefined,
      currency: 'USD',
    });
  }
  window.dispatchEvent(new Event('wixDevelopersAnalyticsReady'));

  function say(text, isError) {
    var note = document.getElementById('store-note');
    note.textContent = text;
    note.className = isError ? 'error' : 'ok';
  }

  function add(button) {
    var item = { productId: button.getAttribute('data-product-id'), quantity: 1 };
    var choice = document.querySelector('select[name=choice]');
    if (choice && !choice.closest('[hidden]')) item.choice = choice.value;
    button.disabled = true;
    return fetch(ADD, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lineItems: [item] }) })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.message || 'The cart could not be updated.');
          document.getElementById('cart-count').textContent = String(body.cart.totals.quantity);
          emit('AddToCart', { productId: item.productId, quantity: 1 });
          say('Added to your cart.', false);
        });
      })
      .catch(function (error) {
        say(error.message, true);
      })
      .then(function () {
        button.disabled = false;
      });
  }

  document.addEventListener('click', function (event) {
    var button = event.target && event.target.closest ? event.target.closest('button.add') : null;
    if (button) add(button);
  });
})();
