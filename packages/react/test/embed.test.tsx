import { embedContainerHtml } from '@beckon/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BeckonEmbed } from '../src/index.js';

describe('BeckonEmbed', () => {
  const cases = [
    { name: 'reserves the pop-up’s height', props: { id: 'a1b2c3d4e5f6g', minHeight: 380 } },
    { name: 'rounds a fractional height', props: { id: 'a1b2c3d4e5f6g', minHeight: 240.6 } },
    { name: 'reserves nothing without a height', props: { id: 'a1b2c3d4e5f6g' } },
    { name: 'reserves nothing for a zero or negative height', props: { id: 'a1b2c3d4e5f6g', minHeight: -5 } },
  ];
  for (const { name, props } of cases) {
    it(`${name}: the same container as the dashboard’s code`, () => {
      const { container } = render(<BeckonEmbed {...props} />);
      const expected = document.createElement('div');
      expected.innerHTML = embedContainerHtml(props.id, props.minHeight);
      const ours = container.firstElementChild as HTMLElement;
      const theirs = expected.firstElementChild as HTMLElement;
      expect(ours.dataset.beckonEmbed).toBe(theirs.dataset.beckonEmbed);
      expect(ours.style.minHeight).toBe(theirs.style.minHeight);
      expect(ours.childNodes).toHaveLength(0);
    });
  }

  it('keeps the app’s class and style, the reservation winning over a style min-height', () => {
    const { container } = render(<BeckonEmbed id="a1b2c3d4e5f6g" minHeight={300} className="signup" style={{ margin: '24px 0', minHeight: 10 }} />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.className).toBe('signup');
    expect(el.style.margin).toBe('24px 0px');
    expect(el.style.minHeight).toBe('300px');
  });
});
