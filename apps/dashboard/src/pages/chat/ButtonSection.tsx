import { describedBy, Days, Problem, type ChatSectionProps } from './chat-controls.js';

/** How the button looks and what a click on it does. */
function ButtonLook({ register }: Pick<ChatSectionProps, 'register'>) {
  return (
    <div className="grid-fields">
      <label>
        Text
        <input {...register('button.text')} />
      </label>
      <label>
        Layout
        <select {...register('button.layout')}>
          <option value="button">Button with text</option>
          <option value="bubble">Round bubble</option>
        </select>
      </label>
      <label>
        Position
        <select {...register('button.position')}>
          <option value="bottom-right">Bottom right</option>
          <option value="bottom-left">Bottom left</option>
          <option value="middle-right">Middle right</option>
          <option value="middle-left">Middle left</option>
        </select>
      </label>
      <label>
        Icon <span className="optional">(icon class or image address)</span>
        <input {...register('button.icon')} />
      </label>
      <label>
        Corners
        <select {...register('button.rounded')}>
          <option value="yes">Rounded</option>
          <option value="no">Square</option>
        </select>
      </label>
      <label>
        Notification bubble
        <select {...register('button.notification_bubble')}>
          <option value="no">None</option>
          <option value="yes">Show a “1”</option>
        </select>
      </label>
      <label>
        Bubble animation
        <select {...register('button.notification_bubble_animation')}>
          <option value="none">None</option>
          <option value="pulse">Pulse</option>
          <option value="bounce">Bounce</option>
        </select>
      </label>
      <label>
        Opens on desktop
        <select {...register('button.whatsapp_link_type')}>
          <option value="web">WhatsApp Web</option>
          <option value="api">The WhatsApp app</option>
        </select>
      </label>
      <label>
        When clicked
        <select {...register('button.box')}>
          <option value="yes">Open the box of contacts</option>
          <option value="no">Start a chat at once</option>
        </select>
      </label>
      <label>
        Who sees it when unavailable
        <select {...register('button.visibility')}>
          <option value="readonly">Shown, with when it is available</option>
          <option value="hidden">Hidden</option>
        </select>
      </label>
    </div>
  );
}

/** With the box off, the one chat the button starts. */
function ButtonTarget({ register, values, problems }: ChatSectionProps) {
  return (
    <div className="grid-fields">
      <label>
        Chat with
        <select {...register('button.type')}>
          <option value="phone">A phone number</option>
          <option value="group">A group</option>
        </select>
      </label>
      {values.button.type === 'group' ? (
        <label>
          Group invite link
          <input {...register('button.group')} aria-describedby={describedBy(problems, 'button.group')} />
          <Problem path="button.group" problems={problems} />
        </label>
      ) : (
        <label>
          Phone with country code
          <input type="tel" {...register('button.phone')} aria-describedby={describedBy(problems, 'button.phone')} />
          <Problem path="button.phone" problems={problems} />
        </label>
      )}
      <label>
        First message
        <input {...register('button.message')} />
      </label>
    </div>
  );
}

/** When the button's chat is available. */
function ButtonHours({ register, problems }: Pick<ChatSectionProps, 'register' | 'problems'>) {
  return (
    <>
      <div className="grid-fields">
        <label>
          Time zone <span className="optional">(e.g. Europe/London, UTC+2)</span>
          <input {...register('button.timezone')} aria-describedby={describedBy(problems, 'button.timezone')} />
          <Problem path="button.timezone" problems={problems} />
        </label>
        <label>
          Available from
          <input type="time" {...register('button.timefrom')} />
        </label>
        <label>
          Until
          <input type="time" {...register('button.timeto')} />
        </label>
      </div>
      <p className="hint">The same time twice means all day.</p>
      <Days name="button.timedays" register={register} legend="Days" />
    </>
  );
}

/** The floating button: its look, what a click does, and when it is available. */
export function ButtonSection({ register, values, problems }: ChatSectionProps) {
  return (
    <section className="panel" aria-labelledby="chat-button-title">
      <h2 id="chat-button-title">Button</h2>
      <ButtonLook register={register} />
      {values.button.box === 'no' && <ButtonTarget register={register} values={values} problems={problems} />}
      <ButtonHours register={register} problems={problems} />
    </section>
  );
}
