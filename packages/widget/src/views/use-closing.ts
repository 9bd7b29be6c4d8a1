import { useCallback, useEffect, useRef, useState } from 'react';
import { EXIT_ANIMATION_MS, isOn, type CloseTrigger, type PopupRecord } from '@beckon/core';
import { useCountdown } from './use-countdown.js';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Runs `fn` after `ms` unless the pop-up is gone by then. */
export type Later = (ms: number, fn: () => void) => void;

/**
 * How a pop-up may close and when: its exit animation, the content lock, the X countdown and the
 * owner's auto close. Every delayed step goes through `later`, so none outlives the pop-up.
 */
export function useClosing(
  props: PopupRecord['design_properties'],
  still: boolean,
  converted: boolean,
  onClosed: (trigger: CloseTrigger, converted: boolean) => void,
) {
  const [leaving, setLeaving] = useState(false);
  const timers = useRef<number[]>([]);

  const later = useCallback<Later>((ms, fn) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);
  useEffect(() => () => timers.current.forEach((id) => clearTimeout(id)), []);

  const close = useCallback(
    (trigger: CloseTrigger, wasConverted = converted) => {
      if (leaving) return;
      setLeaving(true);
      // A visitor who asked for less motion sees no exit animation, so waits for none.
      if (still || prefersReducedMotion()) onClosed(trigger, wasConverted);
      else later(EXIT_ANIMATION_MS, () => onClosed(trigger, wasConverted));
    },
    [leaving, still, onClosed, converted, later],
  );

  // SPEC §3 content lock: no way out but the form; show_x_after_sec: closing waits its countdown.
  const locked = isOn(props.poptin_design_content_lock) && !converted;
  const closeIn = useCountdown(still ? 0 : Number(props.poptin_design_show_x_after_sec) || 0);
  const canClose = !locked && closeIn === 0;
  const visitorClose = useCallback(
    (trigger: CloseTrigger) => {
      if (canClose) close(trigger);
    },
    [canClose, close],
  );

  useEffect(() => {
    const seconds = Number(props.poptin_design_auto_close_sec);
    if (still || locked || !isOn(props.poptin_design_auto_close) || !(seconds > 0)) return;
    const timer = window.setTimeout(() => close('auto_close'), seconds * 1000);
    return () => clearTimeout(timer);
    // Armed once, when the pop-up shows.
  }, []);

  return { leaving, later, close, visitorClose, locked, closeIn, canClose };
}

export type Closing = ReturnType<typeof useClosing>;
