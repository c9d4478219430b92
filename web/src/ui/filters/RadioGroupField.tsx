import { type CSSProperties, createContext, type ReactNode, useContext, useId } from "react";
import field from "./field.module.css";
import { RadioDot } from "./PlainInputWrapper";
import r from "./radio.module.css";

interface Group {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const GroupContext = createContext<Group | null>(null);

interface RadioGroupFieldProps<V extends string> {
  label: string;
  value: V;
  /** Only the group's own options reach it: each option passes its value back. */
  onChange: (value: V) => void;
  /** The options (`RadioOption`), laid out as the page likes. */
  children: ReactNode;
}

const LABEL_STYLE: CSSProperties = { fontWeight: 600, marginBottom: 8 };

/**
 * A list page's category radios, drawn by the site (radio.module.css), not Mantine's Radio code.
 * The browser's own radio group gives the arrow keys.
 */
export function RadioGroupField<V extends string>({
  label,
  value,
  onChange,
  children,
}: RadioGroupFieldProps<V>) {
  const name = `radios-${useId()}`;
  const labelId = `radios-${useId()}-label`;
  return (
    <div className={field.root}>
      <div style={LABEL_STYLE} className={field.label} id={labelId}>
        {label}
      </div>
      <div role="radiogroup" aria-labelledby={labelId}>
        <GroupContext value={{ name, value, onChange: onChange as (value: string) => void }}>
          {children}
        </GroupContext>
      </div>
    </div>
  );
}

/** One radio of a `RadioGroupField`. */
export function RadioOption({ value, label }: { value: string; label: ReactNode }) {
  const group = useContext(GroupContext);
  const id = `radio-${useId()}`;
  if (!group) throw new Error("RadioOption belongs inside a RadioGroupField");
  const checked = group.value === value;
  return (
    <div className={r.root} data-checked={checked || undefined}>
      <div className={r.body}>
        <div className={r.inner}>
          <input
            className={r.radio}
            id={id}
            type="radio"
            name={group.name}
            checked={checked}
            value={value}
            onChange={() => group.onChange(value)}
          />
          <RadioDot className={r.icon} />
        </div>
        <div className={r.labelWrapper}>
          <label className={r.label} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
