import { useEffect, useRef, useState } from 'react';
import { SHARE_CATALOGUE, shareService, type ShareServiceKey } from '@beckon/core';
import { describedBy, Problem } from './kit-controls.js';
import type { KitProblem } from './kit-problems.js';

/** A service's icon on its brand colour, as the bar shows it; decorative: the words name it. */
export function ServiceIcon({ service }: { service: ShareServiceKey }) {
  const { svg, background_color } = shareService(service);
  return (
    <span className="kit-service-icon" style={{ background: background_color }} aria-hidden="true">
      <svg viewBox={svg.viewBox} width="16" height="16" focusable="false">
        {svg.paths.map((d) => (
          <path
            key={d}
            d={d}
            fill={svg.stroke ? 'none' : 'currentColor'}
            stroke={svg.stroke ? 'currentColor' : 'none'}
            strokeWidth={svg.stroke ? 2 : undefined}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ))}
      </svg>
    </span>
  );
}

interface ServicePickerProps {
  value: ShareServiceKey[];
  onChange: (services: ShareServiceKey[]) => void;
  problems: KitProblem[];
}

/** The bar's services in order (moved up and down, removed), and the catalogue to tick more from. */
export function ServicePicker({ value, onChange, problems }: ServicePickerProps) {
  const [said, setSaid] = useState('');
  const list = useRef<HTMLOListElement>(null);
  // After a move, focus stays on the moved service's button (its other one at an end).
  const [refocus, setRefocus] = useState<{ key: ShareServiceKey; by: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const buttons = (by: number) => list.current?.querySelector<HTMLButtonElement>(`[data-move="${refocus.key}:${by}"]`);
    const button = buttons(refocus.by);
    (button && !button.disabled ? button : buttons(-refocus.by))?.focus();
    setRefocus(null);
  }, [refocus]);
  const title = (key: ShareServiceKey) => shareService(key).title;
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [key] = next.splice(index, 1);
    next.splice(index + by, 0, key!);
    onChange(next);
    setRefocus({ key: key!, by });
    setSaid(`${title(key!)} moved to place ${index + by + 1} of ${next.length}.`);
  };
  const tick = (key: ShareServiceKey, on: boolean) => {
    onChange(on ? [...value, key] : value.filter((k) => k !== key));
    setSaid(on ? `${title(key)} added, last of ${value.length + 1}.` : `${title(key)} removed.`);
  };

  return (
    <div className="kit-services span-2">
      <h3 id="kit-share-order">Order on the bar</h3>
      {value.length === 0 ? (
        <p className="muted">No service chosen yet.</p>
      ) : (
        <ol ref={list} className="kit-order" aria-labelledby="kit-share-order" aria-describedby={describedBy(problems, 'share.services')}>
          {value.map((key, i) => (
            <li key={key}>
              <ServiceIcon service={key} />
              <span className="kit-order-name">{title(key)}</span>
              <button
                type="button"
                className="small"
                data-move={`${key}:-1`}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`Move ${title(key)} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="small"
                data-move={`${key}:1`}
                disabled={i === value.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`Move ${title(key)} down`}
              >
                ↓
              </button>
              <button type="button" className="small" onClick={() => tick(key, false)} aria-label={`Remove ${title(key)}`}>
                ✕
              </button>
            </li>
          ))}
        </ol>
      )}
      <Problem path="share.services" problems={problems} />
      <p className="visually-hidden" role="status">
        {said}
      </p>
      <fieldset className="kit-catalogue">
        <legend>Services</legend>
        {SHARE_CATALOGUE.map((service) => (
          <label key={service.key} className="check">
            <input type="checkbox" checked={value.includes(service.key)} onChange={(e) => tick(service.key, e.target.checked)} />
            <ServiceIcon service={service.key} />
            {service.title}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
