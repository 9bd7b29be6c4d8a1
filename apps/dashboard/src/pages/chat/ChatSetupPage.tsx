import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { chatElementHtml, chatProblems, formToConfig, type ChatForm } from './chat-form.js';
import { loadDraft, useDraftKept } from './chat-draft.js';
import { BoxSection } from './BoxSection.js';
import { ButtonSection } from './ButtonSection.js';
import { ChatElementPanel } from './ChatElementPanel.js';
import { ContactsSection } from './ContactsSection.js';

export function ChatSetupPage() {
  const { register, control, watch, reset } = useForm<ChatForm>({ defaultValues: loadDraft() });
  const contacts = useFieldArray({ control, name: 'contacts', keyName: 'key' });
  const values = watch();
  const problems = chatProblems(values);
  const html = useMemo(() => chatElementHtml(formToConfig(values), window.location.origin), [JSON.stringify(values)]);
  useDraftKept(watch);
  const section = { register, values, problems };

  return (
    <>
      <h1>Chat widget</h1>
      <p className="lead-text">
        Set up the chat button and the contacts visitors can message. Beckon makes the element to paste into your pages; the chat runs in the visitor’s
        messaging app.
      </p>
      <div className="chat-setup">
        <form className="chat-form" onSubmit={(e) => e.preventDefault()} aria-label="Chat widget settings">
          <section className="panel" aria-labelledby="chat-display-title">
            <h2 id="chat-display-title">Where it shows</h2>
            <div className="grid-fields">
              <label>
                Devices
                <select {...register('devices')}>
                  <option value="all">Desktop and mobile</option>
                  <option value="desktop">Desktop only</option>
                  <option value="mobile">Mobile only</option>
                  <option value="hide">Hidden</option>
                </select>
              </label>
            </div>
          </section>

          <ButtonSection {...section} />
          <BoxSection {...section} />
          <ContactsSection contacts={contacts} {...section} />
        </form>

        <ChatElementPanel html={html} problems={problems} reset={reset} />
      </div>
    </>
  );
}
