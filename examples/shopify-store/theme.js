/* global document, fetch */
/*
 * The theme's own script: the product form adds through the AJAX cart API (POST /cart/add.js), as
 * a Shopify theme's "Add to cart" does, then reads /cart.js for the header's count. A refusal
 * (422: sold out, unknown variant) shows Shopify's description under the button.
 */
(function () {
  function setCount(count) {
    var counter = document.getElementById('cart-count');
    if (counter) counter.textContent = String(count);
  }

  function say(form, text, isError) {
    var note = form.querySelector('.form-note');
    note.textContent = text;
    note.className = 'form-note' + (isError ? ' error' : ' ok');
    note.setAttribute('role', isError ? 'alert' : 'status');
  }

  function addToCart(form) {
    var id = Number(form.elements.id.value);
    var quantity = Number(form.elements.quantity.value) || 1;
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    return fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ items: [{ id: id, quantity: quantity }] }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.description || 'The cart could not be updated.');
          return fetch('/cart.js').then(function (cart) {
            return cart.json();
          });
        });
      })
      .then(function (cart) {
        setCount(cart.item_count);
        say(form, 'Added to your cart.', false);
      })
      .catch(function (error) {
        say(form, error.message, true);
      })
      .then(function () {
        button.disabled = false;
      });
  }

  // Choosing a variant shows its price, as a theme's variant picker does.
  document.addEventListener('change', function (event) {
    var select = event.target;
    if (!select.matches || !select.matches('form[data-product-form] select[name=id]')) return;
    var amount = document.querySelector('.product-price .amount');
    var option = select.options[select.selectedIndex];
    if (amount && option) amount.textContent = option.getAttribute('data-price');
  });

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.matches || !form.matches('form[data-product-form]')) return;
    event.preventDefault();
    addToCart(form);
  });
})();
