/* global document, fetch */
/*
 * The site's store buttons: "Add to cart" adds through the emulated Wix cart call and updates the
 * header's count; "Out of stock" and refusals show Wix's message.
 */
(function () {
  var ADD = '/_api/wix-ecommerce-storefront-web/api/v1/cart/current/add-to-cart';

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
