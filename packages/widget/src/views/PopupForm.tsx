import { timerStyleOf, type Block, type CaptchaConfig } from '@beckon/core';
import { Blocks } from './Blocks.js';
import { Captcha } from './Captcha.js';
import { SkipButton } from './CloseControls.js';
import { Honeypot } from './Honeypot.js';
import { closeOptionsOf } from './popup-look.js';
import { StoreButtons } from './StoreButtons.js';
import type { ScreenName } from './popup-screens.js';
import type { PopupViewProps } from './types.js';
import type { Closing } from './use-closing.js';
import type { LeadForm } from './use-lead-form.js';

interface PopupFormProps {
  view: PopupViewProps;
  screen: ScreenName;
  /** the screen's blocks, without the one the format shows as its media */
  content: Block[];
  form: LeadForm;
  submitLabel: string | null;
  humanCheck: CaptchaConfig | null;
  closing: Closing;
}

/** The screen's content as one form: its blocks, the store buttons, the human check, the honeypot and the skip link. */
export function PopupForm({ view, screen, content, form, submitLabel, humanCheck, closing }: PopupFormProps) {
  const { record, still } = view;
  const props = record.design_properties;
  const lang = record.design.lang;
  const idPrefix = `bk-${record.poptin_id}`;
  const { close, visitorClose, locked, closeIn } = closing;
  return (
    <form className={`bk-screen bk-screen-${screen}`} noValidate onSubmit={form.submit}>
      <Blocks
        blocks={content}
        lang={lang}
        errors={form.errors}
        idPrefix={idPrefix}
        headingId={`${idPrefix}-title`}
        submitLabel={submitLabel}
        submitting={form.submitting}
        onCloseClick={() => visitorClose('cancel_click')}
        couponCode={props.coupon?.code ?? ''}
        onCouponCopy={view.onCouponCopy}
        timerEndsAt={props.timer ?? ''}
        onTimerZero={() => {
          if (!still) close('timer');
        }}
        timerStyle={timerStyleOf(props.timer_ver)}
        onAddToCart={view.onAddToCart}
        loadProducts={view.loadProducts}
        beforeSubmit={
          humanCheck && screen === 'main' && !still ? <Captcha config={humanCheck} resets={form.captchaResets} onToken={form.onCaptchaToken} /> : undefined
        }
      />
      {screen === 'main' && <StoreButtons props={props} lang={lang} onAddToCart={view.onAddToCart} />}
      {form.formMessage && (
        <p className="bk-error bk-form-error" role="alert">
          {form.formMessage}
        </p>
      )}
      {screen === 'main' && <Honeypot lang={lang} />}
      {!locked && <SkipButton options={closeOptionsOf(props)} lang={lang} closeIn={closeIn} onClose={visitorClose} />}
    </form>
  );
}
