import { describedBy, Problem, type ChatSectionProps } from './chat-controls.js';

/** The box of contacts: its header and footer, how it opens and closes, and consent. */
export function BoxSection({ register, values, problems }: ChatSectionProps) {
  return (
    <section className="panel" aria-labelledby="chat-box-title">
      <h2 id="chat-box-title">Box</h2>
      <div className="grid-fields">
        <label className="span-2">
          Header <span className="optional">(HTML allowed)</span>
          <textarea rows={2} {...register('box.header')} />
        </label>
        <label className="span-2">
          Footer <span className="optional">(HTML allowed)</span>
          <textarea rows={2} {...register('box.footer')} />
        </label>
        <label>
          Reply placeholder
          <input {...register('box.response')} />
        </label>
        <label>
          Open by itself
          <select {...register('box.auto_open')}>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </select>
        </label>
        <label>
          …after (milliseconds)
          <input
            type="number"
            min={0}
            step={100}
            {...register('box.auto_delay_open', { valueAsNumber: true })}
            aria-describedby={describedBy(problems, 'box.auto_delay_open')}
          />
          <Problem path="box.auto_delay_open" problems={problems} />
        </label>
        <label>
          Close on a click outside
          <select {...register('box.allow_outside_close')}>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </select>
        </label>
        <label>
          Load the chat script lazily
          <select {...register('box.lazy_load')}>
            <option value="no">No</option>
            <option value="yes">Yes</option>
          </select>
        </label>
        <label className="check">
          <input type="checkbox" {...register('box.consentEnabled')} />
          Ask for consent before chatting
        </label>
        {values.box.consentEnabled && (
          <label className="span-2">
            Consent text
            <input {...register('box.consentMessage')} />
          </label>
        )}
      </div>
    </section>
  );
}
