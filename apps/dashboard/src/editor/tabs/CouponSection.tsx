import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { couponIsPriceRule, PRICE_RULE_COUPON, sameDiscountCode, type Coupon, type CouponSource } from '@beckon/core';
import { usePriceRules, useStore } from '../../api/hooks.js';
import type { PriceRule } from '../../api/types.js';
import { useNow } from '../../hooks/useNow.js';
import { formatTime } from '../../pages/format.js';
import { discountsPath, ruleState, ruleSummary } from '../../pages/store/discounts/discount-codes.js';
import { useEditor } from '../context.js';
import { FieldShell, Section } from '../controls.js';
import { controlId, getIn } from '../model.js';
import { SegmentedChoice } from '../SegmentedChoice.js';
import { usePopupSite } from '../use-popup-site.js';

const COUPON = 'design_properties.coupon';
const CODE = `${COUPON}.code`;
const TYPED: CouponSource = 'code';

const SOURCES: ReadonlyArray<readonly [CouponSource, string]> = [
  [TYPED, 'A code I type'],
  [PRICE_RULE_COUPON, "One of my store's discount codes"],
];

type Rules = ReturnType<typeof usePriceRules>;

/** A typed code is offered to every visitor; emptied, the pop-up has no coupon (rather than an empty one the save refuses). */
function TypedCoupon() {
  const { settings, set } = useEditor();
  const code = getIn(settings, CODE);
  return (
    <FieldShell path={CODE} label="Coupon code" hint="Every visitor who sees the pop-up sees this code.">
      {(a11y) => (
        <input
          {...a11y}
          type="text"
          dir="ltr"
          spellCheck={false}
          value={typeof code === 'string' ? code : ''}
          onChange={(e) => set(COUPON, e.target.value.trim() === '' ? undefined : { code: e.target.value, coupon_type: TYPED })}
        />
      )}
    </FieldShell>
  );
}

/** Why visitors would see no coupon now, or null while the chosen code runs. */
function notOffered(code: string, rule: PriceRule | undefined, now: number): string | null {
  if (!rule) return `${code} is no longer one of the site's discount codes: visitors see no coupon. Choose another.`;
  const state = ruleState(rule, now);
  if (state === 'ended')
    return `${rule.code} ended on ${formatTime(rule.ends_at!)}: visitors see no coupon. Choose a running code, or give this one a later end on the Discount codes page.`;
  if (state === 'scheduled') return `${rule.code} starts on ${formatTime(rule.starts_at!)}: until then visitors see no coupon.`;
  return null;
}

/** One of the site's discount codes, offered by the server only while it runs. */
function StoreCoupon({ clientId, siteName, rules }: { clientId: string; siteName: string; rules: Rules }) {
  const { settings, set } = useEditor();
  const now = useNow();
  const currency = useStore(clientId).data?.currency ?? '';
  const coupon = getIn(settings, COUPON) as Coupon | undefined;
  const chosen = couponIsPriceRule(coupon) ? coupon.code : '';
  const manage = <Link to={discountsPath(clientId)}>Discount codes page</Link>;
  if (rules.error)
    return (
      <p className="ed-error" role="alert">
        Could not load the discount codes: {rules.error.message}
      </p>
    );
  if (!rules.data) return <p className="ed-hint">Loading the discount codes…</p>;
  if (rules.data.length === 0 && !chosen)
    return (
      <p className="ed-hint">
        {siteName || 'This site'} has no discount codes yet. Add your shop's codes on the {manage}, then choose one here.
      </p>
    );
  const rule = rules.data.find((r) => sameDiscountCode(r.code, chosen));
  const warning = chosen ? notOffered(chosen, rule, now) : null;
  const warningId = `${controlId(CODE)}-warning`;
  return (
    <>
      <FieldShell path={CODE} label="Discount code" hint="Visitors see it only while it runs: before its start and from its end, the pop-up shows no coupon.">
        {(a11y) => (
          <select
            {...a11y}
            aria-describedby={[a11y['aria-describedby'], warning ? warningId : ''].filter(Boolean).join(' ') || undefined}
            value={rule?.code ?? chosen}
            onChange={(e) => set(COUPON, e.target.value ? { code: e.target.value, coupon_type: PRICE_RULE_COUPON } : undefined)}
          >
            <option value="">Choose a discount code</option>
            {chosen && !rule && <option value={chosen}>{chosen} (no longer one of the site's codes)</option>}
            {rules.data.map((r) => (
              <option key={r.code} value={r.code}>
                {ruleSummary(r, currency, now)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {warning && (
        <p className="ed-warning" id={warningId} role="status">
          {warning}
        </p>
      )}
      <p className="ed-hint">Add codes or change their dates on the {manage}.</p>
    </>
  );
}

/**
 * The pop-up's coupon (SPEC §3 design_properties.coupon): a code typed here, or one of the
 * store's discount codes (coupon_type 'price_rule'). Any other coupon_type an older editor saved
 * counts as typed. Switching clears the other kind's code, so what is saved is what shows.
 */
export function CouponSection() {
  const { settings, set } = useEditor();
  const site = usePopupSite();
  const rules = usePriceRules(site.clientId);
  const coupon = getIn(settings, COUPON) as Coupon | undefined;
  const [source, setSource] = useState<CouponSource>(coupon?.coupon_type === PRICE_RULE_COUPON ? PRICE_RULE_COUPON : TYPED);
  // The typed code, given back when the owner returns to typing after looking at the store's codes.
  const typed = useRef(source === TYPED ? (coupon?.code ?? '') : '');
  const choose = (next: CouponSource) => {
    if (next === PRICE_RULE_COUPON) {
      typed.current = coupon?.code ?? '';
      const same = coupon ? rules.data?.find((r) => sameDiscountCode(r.code, coupon.code)) : undefined;
      set(COUPON, same ? { code: same.code, coupon_type: PRICE_RULE_COUPON } : undefined);
    } else set(COUPON, typed.current.trim() ? { code: typed.current, coupon_type: TYPED } : undefined);
    setSource(next);
  };
  return (
    <Section title="Coupon" description="Coupon blocks without their own code show this one.">
      <SegmentedChoice legend="Code from" name={`${controlId(COUPON)}-source`} options={SOURCES} value={source} onChange={choose} />
      {source === TYPED ? <TypedCoupon /> : site.clientId && <StoreCoupon clientId={site.clientId} siteName={site.siteName} rules={rules} />}
    </Section>
  );
}
