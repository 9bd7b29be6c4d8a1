import { useForm, type UseFormRegister } from 'react-hook-form';
import { NOTIFICATION_LIMITS } from '@beckon/core/api';
import { NOTIFY_LEAD_EMAIL_GAP_MS, NOTIFY_LEAD_EMAILS_PER_HOUR } from '@beckon/core';
import { checkAddresses, HOURS, timeZones, toRequest, type NotificationValues } from './notification-values.js';
import type { NotificationSettingsRequest } from '../../api/notifications.js';

interface NotificationFormProps {
  initial: NotificationValues;
  pending: boolean;
  onSubmit: (request: NotificationSettingsRequest) => void;
}

const gapMinutes = NOTIFY_LEAD_EMAIL_GAP_MS / 60_000;

/** Each lead (paced) or one summary a day. */
function WhenChoice({ register }: { register: UseFormRegister<NotificationValues> }) {
  return (
    <fieldset className="span-2 notify-when">
      <legend>When</legend>
      <label className="check">
        <input type="radio" value="each_lead" {...register('mode')} aria-describedby="notify-each-hint" />
        For each new lead
      </label>
      <p id="notify-each-hint" className="hint">
        At most one email every {gapMinutes === 1 ? 'minute' : `${gapMinutes} minutes`} and {NOTIFY_LEAD_EMAILS_PER_HOUR} an hour: leads in between arrive
        together in the next.
      </p>
      <label className="check">
        <input type="radio" value="daily_digest" {...register('mode')} aria-describedby="notify-digest-hint" />
        One summary a day
      </label>
      <p id="notify-digest-hint" className="hint">
        The day&apos;s leads, views and conversion rate; nothing on a day without leads.
      </p>
    </fieldset>
  );
}

/** Who is emailed about the site's leads, and how: each lead (paced) or a daily digest at an hour of the owner's day. */
export function NotificationForm({ initial, pending, onSubmit }: NotificationFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NotificationValues>({ defaultValues: initial });
  const mode = watch('mode');
  const enabled = watch('enabled');
  return (
    <form aria-labelledby="notify-form-title" onSubmit={handleSubmit((values) => onSubmit(toRequest(values)))} noValidate className="panel">
      <h2 id="notify-form-title">Email me about new leads</h2>
      <label className="check">
        <input type="checkbox" {...register('enabled')} />
        Send these emails
      </label>
      <div className="grid-fields">
        <label className="span-2">
          Send to
          <textarea
            rows={3}
            placeholder="you@example.com"
            aria-invalid={errors.addresses ? true : undefined}
            aria-describedby="notify-addresses-hint notify-addresses-error"
            {...register('addresses', { validate: (text) => checkAddresses(text, enabled) })}
          />
          <span id="notify-addresses-hint" className="hint">
            One address a line, at most {NOTIFICATION_LIMITS.addresses}. Each gets its own copy.
          </span>
          <span id="notify-addresses-error" className="field-error" role="alert">
            {errors.addresses?.message}
          </span>
        </label>
        <WhenChoice register={register} />
        {mode === 'daily_digest' && (
          <>
            <label>
              Send the summary at
              <select {...register('digestHour')}>
                {HOURS.map((h) => (
                  <option key={h.value} value={h.value}>
                    {h.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              In the time zone
              <select {...register('timeZone')}>
                {timeZones(initial.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </div>
      <button type="submit" className="primary" disabled={pending}>
        {pending ? 'Saving…' : 'Save notifications'}
      </button>
    </form>
  );
}
