import type { UseFormRegister } from 'react-hook-form';
import { WEEKDAYS, type ChatForm, type ChatProblem } from './chat-form.js';

/** What every section of the chat form is drawn from. */
export interface ChatSectionProps {
  register: UseFormRegister<ChatForm>;
  values: ChatForm;
  problems: ChatProblem[];
}

export function Problem({ path, problems }: { path: string; problems: ChatProblem[] }) {
  const found = problems.filter((p) => p.path === path);
  return found.length > 0 ? (
    <span className="field-error" id={`problem-${path}`}>
      {found.map((p) => p.message).join(' ')}
    </span>
  ) : null;
}

/** The id of the problem shown for a control, for its aria-describedby. */
export const describedBy = (problems: ChatProblem[], path: string) => (problems.some((p) => p.path === path) ? `problem-${path}` : undefined);

export function Days({
  name,
  register,
  legend,
}: {
  name: 'button.timedays' | `contacts.${number}.timedays`;
  register: UseFormRegister<ChatForm>;
  legend: string;
}) {
  return (
    <fieldset className="days">
      <legend>
        {legend} <span className="optional">(none ticked: every day)</span>
      </legend>
      {WEEKDAYS.map((day, i) => (
        <label key={day} className="check">
          <input type="checkbox" value={String(i)} {...register(name)} />
          {day.slice(0, 3)}
          <span className="visually-hidden">{day.slice(3)}</span>
        </label>
      ))}
    </fieldset>
  );
}
