interface SegmentedChoiceProps<T extends string> {
  legend: string;
  /** the radio group's name, unique on the page */
  name: string;
  options: ReadonlyArray<readonly [value: T, label: string]>;
  value: T;
  onChange: (value: T) => void;
}

/** A few exclusive choices drawn as one row of buttons (radios underneath, for keyboards and readers). */
export function SegmentedChoice<T extends string>({ legend, name, options, value, onChange }: SegmentedChoiceProps<T>) {
  return (
    <fieldset className="ed-segmented">
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className={value === option ? 'ed-on' : ''}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
