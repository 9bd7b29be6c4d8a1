import { useId, useState } from 'react';
import { useClaimShop, useDisconnectShop, useStore, useVerifyShop } from '../../api/hooks.js';
import { CopyBox } from '../../components/CopyBox.js';

/**
 * The site's shop (issue 15): a shop is connected only once its home page carries this site's
 * tag, so nobody can point another owner's shop at their own pop-ups.
 */
export function StoreSection({ clientId, siteName }: { clientId: string; siteName: string }) {
  const id = useId();
  const store = useStore(clientId);
  const claim = useClaimShop(clientId);
  const verify = useVerifyShop(clientId);
  const disconnect = useDisconnectShop(clientId);
  const [shop, setShop] = useState('');
  const [platform, setPlatform] = useState<'shopify' | 'wix'>('shopify');

  if (!store.data)
    return store.error ? (
      <p className="error" role="alert">
        Could not load the shop: {store.error.message}
      </p>
    ) : null;
  const { pending } = store.data;

  return (
    <section className="store stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Shop</h3>
      {store.data.shop ? (
        <div className="row">
          <p role="status">
            Connected to <strong>{store.data.shop}</strong> ({store.data.platform}) · {store.data.products} products
          </p>
          <button type="button" className="danger-outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            Disconnect
          </button>
        </div>
      ) : (
        !pending && <p className="muted small">No shop connected. Connect one to show its products and discount codes in pop-ups.</p>
      )}
      {pending ? (
        <div className="stack">
          <p>
            To prove <strong>{pending.shop}</strong> is yours, add this tag to the <code>&lt;head&gt;</code> of its home page (in Shopify: Online Store → Themes
            → Edit code → theme.liquid), then press Verify.
          </p>
          <CopyBox label={`Tag for the home page of ${pending.shop}`} text={pending.meta_tag} buttonLabel="Copy tag" rows={2} />
          <div className="row">
            <button type="button" className="primary" disabled={verify.isPending} onClick={() => verify.mutate()}>
              {verify.isPending ? 'Verifying…' : `Verify ${pending.shop}`}
            </button>
            <button type="button" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            verify.reset();
            claim.mutate({ shop: shop.trim(), platform }, { onSuccess: () => setShop('') });
          }}
        >
          <label htmlFor={`${id}-shop`}>{store.data.shop ? 'Move to another shop' : 'Shop domain'}</label>
          <input id={`${id}-shop`} value={shop} onChange={(e) => setShop(e.target.value)} placeholder="my-shop.myshopify.com" aria-describedby={`${id}-hint`} />
          <label htmlFor={`${id}-platform`} className="visually-hidden">
            Platform
          </label>
          <select id={`${id}-platform`} value={platform} onChange={(e) => setPlatform(e.target.value as 'shopify' | 'wix')}>
            <option value="shopify">Shopify</option>
            <option value="wix">Wix</option>
          </select>
          <button type="submit" disabled={claim.isPending || shop.trim() === ''}>
            {claim.isPending ? 'Connecting…' : 'Connect'}
          </button>
          <p id={`${id}-hint`} className="hint">
            The shop that {siteName}'s pop-ups sell from; you will be asked to prove it is yours.
          </p>
        </form>
      )}
      {claim.error && (
        <p className="error" role="alert">
          {claim.error.message}
        </p>
      )}
      {verify.data && (
        <p className={verify.data.verified ? 'seen ok' : 'error'} role={verify.data.verified ? 'status' : 'alert'}>
          {verify.data.verified ? `Verified: ${verify.data.message}` : `Not verified yet: ${verify.data.message}`}
        </p>
      )}
      {verify.error && (
        <p className="error" role="alert">
          {verify.error.message}
        </p>
      )}
    </section>
  );
}
