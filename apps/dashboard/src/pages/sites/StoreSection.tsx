import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useClaimShop, useDisconnectShop, useStore, useVerifyShop } from '../../api/hooks.js';
import type { PendingShop, StoreState } from '../../api/types.js';
import { CopyBox } from '../../components/CopyBox.js';

type Platform = 'shopify' | 'wix';
type ClaimShop = ReturnType<typeof useClaimShop>;
type VerifyShop = ReturnType<typeof useVerifyShop>;
type DisconnectShop = ReturnType<typeof useDisconnectShop>;

/** The shop typed in the claim form; held by StoreSection so it outlives a claim that is cancelled. */
function useShopDraft() {
  const [shop, setShop] = useState('');
  const [platform, setPlatform] = useState<Platform>('shopify');
  return { shop, setShop, platform, setPlatform };
}
type ShopDraft = ReturnType<typeof useShopDraft>;

/** The connected shop with its products and what its visitors left, or a word on what connecting one gives. */
function ShopStatus({ clientId, store, disconnect }: { clientId: string; store: StoreState; disconnect: DisconnectShop }) {
  if (!store.shop)
    return store.pending ? null : <p className="muted small">No shop connected. Connect one to show its products and discount codes in pop-ups.</p>;
  return (
    <div className="row">
      <p role="status">
        Connected to <strong>{store.shop}</strong> ({store.platform}) · {store.products} products
      </p>
      <Link className="button" to={`/abandonment?site=${encodeURIComponent(clientId)}`}>
        Abandonment<span className="visually-hidden"> at {store.shop}</span>
      </Link>
      <Link className="button" to={`/products?site=${encodeURIComponent(clientId)}`}>
        Products<span className="visually-hidden"> of {store.shop}</span>
      </Link>
      <Link className="button" to={`/discounts?site=${encodeURIComponent(clientId)}`}>
        Discount codes<span className="visually-hidden"> of {store.shop}</span>
      </Link>
      <button type="button" className="danger-outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
        Disconnect
      </button>
    </div>
  );
}

/**
 * A connected Shopify shop's theme snippet: it names the shop rather than the site, so the theme
 * keeps working for whichever site the shop is proven to be.
 */
function ThemeSnippet({ store }: { store: StoreState }) {
  if (!store.shop || !store.theme_snippet) return null;
  return (
    <details className="stack">
      <summary>Install through the Shopify theme instead</summary>
      <p className="hint">
        Paste this into theme.liquid, before <code>&lt;/head&gt;</code>, in place of the site snippet. Shopify fills in the shop&apos;s own domain, and Beckon
        loads the pop-ups of the site {store.shop} is connected to.
      </p>
      <CopyBox label={`Theme snippet for ${store.shop}`} text={store.theme_snippet} buttonLabel="Copy theme snippet" rows={4} />
    </details>
  );
}

/** A claimed shop waiting for its proof: the tag to put on its home page, then Verify or Cancel. */
function ShopProof({ pending, verify, disconnect }: { pending: PendingShop; verify: VerifyShop; disconnect: DisconnectShop }) {
  return (
    <div className="stack">
      <p>
        To prove <strong>{pending.shop}</strong> is yours, add this tag to the <code>&lt;head&gt;</code> of its home page (in Shopify: Online Store → Themes →
        Edit code → theme.liquid), then press Verify.
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
  );
}

interface ShopClaimFormProps {
  id: string;
  siteName: string;
  /** a shop is already connected: claiming another moves the site to it */
  moving: boolean;
  draft: ShopDraft;
  claim: ClaimShop;
  verify: VerifyShop;
}

/** Claims a shop by its domain; the claim is pending until its home page proves it. */
function ShopClaimForm({ id, siteName, moving, draft, claim, verify }: ShopClaimFormProps) {
  const { shop, setShop, platform, setPlatform } = draft;
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        verify.reset();
        claim.mutate({ shop: shop.trim(), platform }, { onSuccess: () => setShop('') });
      }}
    >
      <label htmlFor={`${id}-shop`}>{moving ? 'Move to another shop' : 'Shop domain'}</label>
      <input id={`${id}-shop`} value={shop} onChange={(e) => setShop(e.target.value)} placeholder="my-shop.myshopify.com" aria-describedby={`${id}-hint`} />
      <label htmlFor={`${id}-platform`} className="visually-hidden">
        Platform
      </label>
      <select id={`${id}-platform`} value={platform} onChange={(e) => setPlatform(e.target.value as Platform)}>
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
  );
}

/** What the last claim or verification said. */
function ShopReplies({ claim, verify }: { claim: ClaimShop; verify: VerifyShop }) {
  return (
    <>
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
    </>
  );
}

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
  const draft = useShopDraft();

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
      <ShopStatus clientId={clientId} store={store.data} disconnect={disconnect} />
      <ThemeSnippet store={store.data} />
      {pending ? (
        <ShopProof pending={pending} verify={verify} disconnect={disconnect} />
      ) : (
        <ShopClaimForm id={id} siteName={siteName} moving={Boolean(store.data.shop)} draft={draft} claim={claim} verify={verify} />
      )}
      <ShopReplies claim={claim} verify={verify} />
    </section>
  );
}
