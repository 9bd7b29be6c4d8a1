import type { BootFlag } from '@beckon/embed-kit';
import { POPUP_EVENTS, type PopupEventDetail, type PopupEventName } from '@beckon/core';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { useBeckon, useBeckonEvent, type BeckonEventName, type BeckonEvents } from '../src/index.js';
import type { WIDGET_STARTED_FLAG } from '../src/loader.js';

const base = { poptin_id: 'a1b2c3d4e5f6g', poptin_type: 'lightbox', poptin_name: 'Spring sale', trigger: 'on_click' };
/** One detail per event, as the widget dispatches them (popup-screen.ts, popup-reports.ts, leads/submit.ts). */
const details: { [N in BeckonEventName]: BeckonEvents[N] } = {
  poptinView: base,
  poptinSubmit: { ...base, fields: { email: 'ada@example.com' } },
  poptinClose: { ...base, close_trigger: 'x_click' },
  couponCopy: { ...base, coupon: 'SPRING10' },
};

/** As the widget fires them: on document, bubbling (engine/events.ts). */
const fire = (name: string, detail: unknown) => act(() => void document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true })));

describe('the event types are the widget’s', () => {
  it('names: exactly core’s POPUP_EVENTS', () => {
    expectTypeOf<BeckonEventName>().toEqualTypeOf<PopupEventName>();
    expect(Object.keys(details).sort()).toEqual(Object.values(POPUP_EVENTS).sort());
  });
  it('details: each one is a core PopupEventDetail', () => {
    expectTypeOf<BeckonEvents[BeckonEventName]>().toExtend<PopupEventDetail>();
    expectTypeOf<keyof BeckonEvents['poptinSubmit'] | keyof BeckonEvents['poptinClose'] | keyof BeckonEvents['couponCopy']>().toExtend<
      keyof PopupEventDetail
    >();
  });
  it('the started flag is embed-kit’s boot sentinel', () => {
    expectTypeOf<typeof WIDGET_STARTED_FLAG>().toExtend<BootFlag>();
  });
});

function Listener<N extends BeckonEventName>({ name, onEvent }: { name: N; onEvent: (detail: BeckonEvents[N]) => void }) {
  useBeckonEvent(name, onEvent);
  return null;
}

describe('useBeckonEvent', () => {
  for (const name of Object.keys(details) as BeckonEventName[]) {
    it(`${name}: heard while mounted, not after unmount`, () => {
      const heard = vi.fn();
      const view = render(<Listener name={name} onEvent={heard} />);
      fire(name, details[name]);
      expect(heard).toHaveBeenCalledExactlyOnceWith(details[name], expect.any(CustomEvent));
      view.unmount();
      fire(name, details[name]);
      expect(heard).toHaveBeenCalledTimes(1);
    });
  }

  it('hears only its own event', () => {
    const heard = vi.fn();
    render(<Listener name="poptinView" onEvent={heard} />);
    fire('poptinClose', details.poptinClose);
    fire('couponCopy', details.couponCopy);
    expect(heard).not.toHaveBeenCalled();
  });

  it('a new handler is used without subscribing again', () => {
    const add = vi.spyOn(document, 'addEventListener');
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Listener name="poptinView" onEvent={first} />);
    view.rerender(<Listener name="poptinView" onEvent={second} />);
    fire('poptinView', details.poptinView);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(add.mock.calls.filter(([type]) => type === 'poptinView')).toHaveLength(1);
    add.mockRestore();
  });
});

describe('useBeckon().on', () => {
  function Log() {
    const { on } = useBeckon();
    const [seen, setSeen] = useState<string[]>([]);
    const [stop, setStop] = useState<(() => void) | null>(null);
    return (
      <>
        <button onClick={() => setStop(() => on('couponCopy', (detail) => setSeen((s) => [...s, detail.coupon])))}>Listen</button>
        <button onClick={() => stop?.()}>Stop</button>
        <output>{seen.join(',')}</output>
      </>
    );
  }

  it('subscribes until its returned function is called', () => {
    render(<Log />);
    act(() => screen.getByRole('button', { name: 'Listen' }).click());
    fire('couponCopy', details.couponCopy);
    expect(screen.getByRole('status').textContent).toBe('SPRING10');
    act(() => screen.getByRole('button', { name: 'Stop' }).click());
    fire('couponCopy', { ...details.couponCopy, coupon: 'LATE' });
    expect(screen.getByRole('status').textContent).toBe('SPRING10');
  });
});
