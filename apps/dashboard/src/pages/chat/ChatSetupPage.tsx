import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, type UseFormRegister } from 'react-hook-form';
import { CopyBox } from '../../components/CopyBox.js';
import {
  chatElementHtml, chatProblems, defaultChatForm, formToConfig, newContact, readChatElement, WEEKDAYS, type ChatForm, type ChatProblem,
} from './chat-form.js';

const DRAFT_KEY = 'beckon.chat-setup.v1';

/** The owner's unfinished setup survives a reload: the config lives only in the element they paste. */
function loadDraft(): ChatForm {
  try {
    const saved = localStorage.getItem(DRAFT_KEY);
    if (saved) return { ...defaultChatForm(), ...(JSON.parse(saved) as Partial<ChatForm>) };
  } catch {
    // an unreadable draft: start afresh
  }
  return defaultChatForm();
}

function Problem({ path, problems }: { path: string; problems: ChatProblem[] }) {
  const found = problems.filter((p) => p.path === path);
  return found.length > 0 ? <span className="field-error" id={`problem-${path}`}>{found.map((p) => p.message).join(' ')}</span> : null;
}

function Days({ name, register, legend }: { name: 'button.timedays' | `contacts.${number}.timedays`; register: UseFormRegister<ChatForm>; legend: string }) {
  return (
    <fieldset className="days">
      <legend>{legend} <span className="optional">(none ticked: every day)</span></legend>
      {WEEKDAYS.map((day, i) => (
        <label key={day} className="check"><input type="checkbox" value={String(i)} {...register(name)} />{day.slice(0, 3)}<span className="visually-hidden">{day.slice(3)}</span></label>
      ))}
    </fieldset>
  );
}

export function ChatSetupPage() {
  const { register, control, watch, reset } = useForm<ChatForm>({ defaultValues: loadDraft() });
  const contacts = useFieldArray({ control, name: 'contacts', keyName: 'key' });
  const values = watch();
  const problems = chatProblems(values);
  const html = useMemo(() => chatElementHtml(formToConfig(values), window.location.origin), [JSON.stringify(values)]);
  const [pasted, setPasted] = useState('');
  const [importNote, setImportNote] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    const subscription = watch((form) => {
      try {
        localStorage.setItem(DRAFT_KEY, JSON.stringify(form));
      } catch {
        // storage full or blocked: the form still works, it is just not kept
      }
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const importElement = () => {
    const read = readChatElement(pasted);
    if (!read) return setImportNote({ ok: false, text: 'No element with class="qlwapp" in what you pasted.' });
    reset(read.form);
    setImportNote({ ok: read.malformed.length === 0, text: read.malformed.length === 0 ? 'Loaded. Change it below and copy the new element.' : `Loaded, but ${read.malformed.join(', ')} could not be read and got their defaults.` });
  };
  const boxOff = values.button.box === 'no';
  const describedBy = (path: string) => (problems.some((p) => p.path === path) ? `problem-${path}` : undefined);

  return (
    <>
      <h1>Chat widget</h1>
      <p className="lead-text">Set up the chat button and the contacts visitors can message. Beckon makes the element to paste into your pages; the chat runs in the visitor’s messaging app.</p>
      <div className="chat-setup">
        <form className="chat-form" onSubmit={(e) => e.preventDefault()} aria-label="Chat widget settings">
          <section className="panel" aria-labelledby="chat-display-title">
            <h2 id="chat-display-title">Where it shows</h2>
            <div className="grid-fields">
              <label>Devices
                <select {...register('devices')}>
                  <option value="all">Desktop and mobile</option><option value="desktop">Desktop only</option><option value="mobile">Mobile only</option><option value="hide">Hidden</option>
                </select>
              </label>
            </div>
          </section>

          <section className="panel" aria-labelledby="chat-button-title">
            <h2 id="chat-button-title">Button</h2>
            <div className="grid-fields">
              <label>Text<input {...register('button.text')} /></label>
              <label>Layout<select {...register('button.layout')}><option value="button">Button with text</option><option value="bubble">Round bubble</option></select></label>
              <label>Position
                <select {...register('button.position')}>
                  <option value="bottom-right">Bottom right</option><option value="bottom-left">Bottom left</option><option value="middle-right">Middle right</option><option value="middle-left">Middle left</option>
                </select>
              </label>
              <label>Icon <span className="optional">(icon class or image address)</span><input {...register('button.icon')} /></label>
              <label>Corners<select {...register('button.rounded')}><option value="yes">Rounded</option><option value="no">Square</option></select></label>
              <label>Notification bubble<select {...register('button.notification_bubble')}><option value="no">None</option><option value="yes">Show a “1”</option></select></label>
              <label>Bubble animation<select {...register('button.notification_bubble_animation')}><option value="none">None</option><option value="pulse">Pulse</option><option value="bounce">Bounce</option></select></label>
              <label>Opens on desktop
                <select {...register('button.whatsapp_link_type')}><option value="web">WhatsApp Web</option><option value="api">The WhatsApp app</option></select>
              </label>
              <label>When clicked
                <select {...register('button.box')}><option value="yes">Open the box of contacts</option><option value="no">Start a chat at once</option></select>
              </label>
              <label>Who sees it when unavailable
                <select {...register('button.visibility')}><option value="readonly">Shown, with when it is available</option><option value="hidden">Hidden</option></select>
              </label>
            </div>
            {boxOff && (
              <div className="grid-fields">
                <label>Chat with<select {...register('button.type')}><option value="phone">A phone number</option><option value="group">A group</option></select></label>
                {values.button.type === 'group' ? (
                  <label>Group invite link<input {...register('button.group')} aria-describedby={describedBy('button.group')} /><Problem path="button.group" problems={problems} /></label>
                ) : (
                  <label>Phone with country code<input type="tel" {...register('button.phone')} aria-describedby={describedBy('button.phone')} /><Problem path="button.phone" problems={problems} /></label>
                )}
                <label>First message<input {...register('button.message')} /></label>
              </div>
            )}
            <div className="grid-fields">
              <label>Time zone <span className="optional">(e.g. Europe/London, UTC+2)</span><input {...register('button.timezone')} aria-describedby={describedBy('button.timezone')} /><Problem path="button.timezone" problems={problems} /></label>
              <label>Available from<input type="time" {...register('button.timefrom')} /></label>
              <label>Until<input type="time" {...register('button.timeto')} /></label>
            </div>
            <p className="hint">The same time twice means all day.</p>
            <Days name="button.timedays" register={register} legend="Days" />
          </section>

          <section className="panel" aria-labelledby="chat-box-title">
            <h2 id="chat-box-title">Box</h2>
            <div className="grid-fields">
              <label className="span-2">Header <span className="optional">(HTML allowed)</span><textarea rows={2} {...register('box.header')} /></label>
              <label className="span-2">Footer <span className="optional">(HTML allowed)</span><textarea rows={2} {...register('box.footer')} /></label>
              <label>Reply placeholder<input {...register('box.response')} /></label>
              <label>Open by itself
                <select {...register('box.auto_open')}><option value="no">No</option><option value="yes">Yes</option></select>
              </label>
              <label>…after (milliseconds)<input type="number" min={0} step={100} {...register('box.auto_delay_open', { valueAsNumber: true })} aria-describedby={describedBy('box.auto_delay_open')} /><Problem path="box.auto_delay_open" problems={problems} /></label>
              <label>Close on a click outside
                <select {...register('box.allow_outside_close')}><option value="no">No</option><option value="yes">Yes</option></select>
              </label>
              <label>Load the chat script lazily
                <select {...register('box.lazy_load')}><option value="no">No</option><option value="yes">Yes</option></select>
              </label>
              <label className="check"><input type="checkbox" {...register('box.consentEnabled')} />Ask for consent before chatting</label>
              {values.box.consentEnabled && <label className="span-2">Consent text<input {...register('box.consentMessage')} /></label>}
            </div>
          </section>

          <section className="panel" aria-labelledby="chat-contacts-title">
            <h2 id="chat-contacts-title">Contacts</h2>
            <Problem path="contacts" problems={problems} />
            {contacts.fields.map((field, i) => {
              const contact = values.contacts[i];
              const title = [contact?.firstname, contact?.lastname].filter(Boolean).join(' ') || `Contact ${i + 1}`;
              return (
                <fieldset key={field.key} className="contact">
                  <legend>{title}</legend>
                  <div className="grid-fields">
                    <label>First name<input {...register(`contacts.${i}.firstname`)} /></label>
                    <label>Last name<input {...register(`contacts.${i}.lastname`)} /></label>
                    <label>Role <span className="optional">(e.g. Sales)</span><input {...register(`contacts.${i}.label`)} /></label>
                    <label>Avatar image address<input type="url" {...register(`contacts.${i}.avatar`)} aria-describedby={describedBy(`contacts.${i}.avatar`)} /><Problem path={`contacts.${i}.avatar`} problems={problems} /></label>
                    <label>Chat with<select {...register(`contacts.${i}.type`)}><option value="phone">A phone number</option><option value="group">A group</option></select></label>
                    {contact?.type === 'group' ? (
                      <label>Group invite link<input {...register(`contacts.${i}.group`)} aria-describedby={describedBy(`contacts.${i}.group`)} /><Problem path={`contacts.${i}.group`} problems={problems} /></label>
                    ) : (
                      <label>Phone with country code<input type="tel" {...register(`contacts.${i}.phone`)} aria-describedby={describedBy(`contacts.${i}.phone`)} /><Problem path={`contacts.${i}.phone`} problems={problems} /></label>
                    )}
                    <label className="span-2">First message<input {...register(`contacts.${i}.message`)} /></label>
                    <label className="check"><input type="checkbox" {...register(`contacts.${i}.chat`)} />Chat inside the box first</label>
                    <label>When unavailable
                      <select {...register(`contacts.${i}.visibility`)}><option value="readonly">Greyed out</option><option value="with_status">Shown as Offline</option><option value="hidden">Hidden</option></select>
                    </label>
                    <label>Devices
                      <select {...register(`contacts.${i}.devices`)}><option value="all">Desktop and mobile</option><option value="desktop">Desktop only</option><option value="mobile">Mobile only</option><option value="hide">Hidden</option></select>
                    </label>
                    <label>Order <span className="optional">(smaller first)</span><input type="number" {...register(`contacts.${i}.order`)} /></label>
                    <label>Time zone<input {...register(`contacts.${i}.timezone`)} aria-describedby={describedBy(`contacts.${i}.timezone`)} /><Problem path={`contacts.${i}.timezone`} problems={problems} /></label>
                    <label>Available from<input type="time" {...register(`contacts.${i}.timefrom`)} /></label>
                    <label>Until<input type="time" {...register(`contacts.${i}.timeto`)} /></label>
                  </div>
                  <Days name={`contacts.${i}.timedays`} register={register} legend="Days" />
                  <div className="row">
                    <button type="button" className="small" disabled={i === 0} onClick={() => contacts.move(i, i - 1)} aria-label={`Move ${title} up`}>Move up</button>
                    <button type="button" className="small danger-outline" onClick={() => contacts.remove(i)} aria-label={`Remove ${title}`}>Remove</button>
                  </div>
                </fieldset>
              );
            })}
            <button type="button" onClick={() => contacts.append(newContact(contacts.fields.length))}>Add a contact</button>
          </section>
        </form>

        <aside className="chat-output" aria-labelledby="chat-output-title">
          <section className="panel sticky">
            <h2 id="chat-output-title">Your element</h2>
            {problems.length > 0 ? (
              <div className="problems" role="status">
                <p><strong>{problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`} before visitors can reach you:</strong></p>
                <ul>{problems.map((p) => <li key={p.path}>{p.message}</li>)}</ul>
              </div>
            ) : <p className="success" role="status">Ready to paste.</p>}
            <CopyBox label="Paste this before </body> on every page that should have the chat" text={html} buttonLabel="Copy element" rows={10} />
            <details className="import">
              <summary>Edit an element you already have</summary>
              <label htmlFor="chat-import">Paste it here</label>
              <textarea id="chat-import" className="code" rows={4} value={pasted} onChange={(e) => setPasted(e.target.value)} />
              <button type="button" onClick={importElement} disabled={!pasted.trim()}>Load into the form</button>
              {importNote && <p role="status" className={importNote.ok ? 'success' : 'error'}>{importNote.text}</p>}
            </details>
            <button type="button" className="link" onClick={() => { reset(defaultChatForm()); setImportNote(null); }}>Start over</button>
          </section>
        </aside>
      </div>
    </>
  );
}
