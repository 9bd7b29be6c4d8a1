import { Fragment, type ReactNode } from 'react';
import { buttonUrl, type Block, type Language, type TimerStyle } from '@beckon/core';
import { Countdown } from './Countdown.js';
import { ProductCards, type AddToCart } from './ProductCards.js';
import type { LoadProducts } from './use-catalogue-products.js';
import { Coupon } from './Coupon.js';
import { Ticker } from './Ticker.js';
import { Fields } from './Fields.js';

interface BlocksProps {
  blocks: Block[];
  lang: Language;
  errors: Record<string, string>;
  idPrefix: string;
  headingId: string;
  submitLabel: string | null;
  submitting: boolean;
  onCloseClick: () => void;
  /** the record's coupon (design_properties.coupon), for a coupon block without its own code */
  couponCode: string;
  onCouponCopy: ((code: string) => void) | undefined;
  /** the record's timer (design_properties.timer), for a countdown block without its own end */
  timerEndsAt: string;
  onTimerZero: () => void;
  /** the record's timer look (design_properties.timer_ver) */
  timerStyle?: TimerStyle | undefined;
  /** adds a product card's product to the store cart; without it those cards link to the product */
  onAddToCart?: AddToCart | undefined;
  loadProducts?: LoadProducts | undefined;
  /** shown just before the submit button (the human check) */
  beforeSubmit?: ReactNode;
}

/**
 * A button block: submit (after the human check), a link, or a close. Positional arguments, not
 * an options object: they minify to single letters in the embed.
 */
function blockButton(
  block: Extract<Block, { kind: 'button' }>,
  key: number,
  submitLabel: string | null,
  submitting: boolean,
  onCloseClick: () => void,
  beforeSubmit: ReactNode,
) {
  if (block.action === 'submit') {
    return (
      <Fragment key={key}>
        {beforeSubmit}
        <button type="submit" className="bk-button" disabled={submitting} aria-busy={submitting ? 'true' : undefined}>
          {submitLabel ?? block.text}
        </button>
      </Fragment>
    );
  }
  if (block.action === 'link') {
    // SPEC §5: an address without http(s) gets // (the page's own scheme). One that is no
    // place to go (javascript:, data:, or none) draws no button rather than a dead or harmful one.
    const href = buttonUrl(block.url ?? '');
    return href === null ? null : (
      <a key={key} className="bk-button" href={href}>
        {block.text}
      </a>
    );
  }
  return (
    <button key={key} type="button" className="bk-button bk-button-secondary" onClick={onCloseClick}>
      {block.text}
    </button>
  );
}

/** Lays out one screen's blocks in order; the first heading labels the dialog. */
export function Blocks({
  blocks,
  lang,
  errors,
  idPrefix,
  headingId,
  submitLabel,
  submitting,
  onCloseClick,
  couponCode,
  onCouponCopy,
  timerEndsAt,
  onTimerZero,
  timerStyle,
  onAddToCart,
  loadProducts,
  beforeSubmit,
}: BlocksProps) {
  let headingSeen = false;
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            const id = headingSeen ? undefined : headingId;
            headingSeen = true;
            return (
              <h2 key={index} id={id} className="bk-heading">
                {block.text}
              </h2>
            );
          }
          case 'text':
            return (
              <p key={index} className="bk-text">
                {block.text}
              </p>
            );
          case 'image':
            return <img key={index} className="bk-image" src={block.src} alt={block.alt} />;
          case 'fields':
            return <Fields key={index} fields={block.fields} lang={lang} errors={errors} idPrefix={idPrefix} />;
          case 'button':
            return blockButton(block, index, submitLabel, submitting, onCloseClick, beforeSubmit);
          case 'coupon': {
            const code = block.code || couponCode;
            return code ? <Coupon key={index} code={code} lang={lang} onCopy={onCouponCopy} /> : null;
          }
          case 'countdown':
            return <Countdown key={index} endsAt={block.ends_at || timerEndsAt} lang={lang} onZero={onTimerZero} style={timerStyle} />;
          case 'ticker':
            return <Ticker key={index} messages={block.messages} durationMs={block.duration_ms} lang={lang} />;
          case 'html':
            // Sanitised when the owner saved it (server security/sanitize-design.ts).
            return <div key={index} className="bk-html" dangerouslySetInnerHTML={{ __html: block.html }} />;
          case 'products':
            return (
              <ProductCards
                key={index}
                block={block}
                lang={lang}
                idPrefix={`${idPrefix}-products-${index}`}
                onAddToCart={onAddToCart}
                loadProducts={loadProducts}
              />
            );
          default:
            // A kind this version does not know (a newer design) is left out, not shown broken.
            return null;
        }
      })}
    </>
  );
}
