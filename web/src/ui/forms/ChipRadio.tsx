import { type CSSProperties, type ReactNode, useId } from "react";
import { theme } from "../../lib/theme";
import c from "./chip-radio.module.css";

interface ChipRadioProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

/** The theme's main colour as an outline (Mantine's variant colours, by the colour's name). */
const outline = (part: "outline" | "outline-hover") => `var(--mantine-color-${theme.primaryColor}-${part})`;

const ROOT_STYLE = {
  "--chip-radius": "var(--mantine-radius-sm)",
  "--chip-hover": outline("outline-hover"),
  "--chip-color": outline("outline"),
  "--chip-bd": `calc(0.0625rem * var(--mantine-scale)) solid ${outline("outline")}`,
} as CSSProperties;

/**
 * One radio drawn as an outlined chip with small corners (chip-radio.module.css), without Mantine's
 * Chip and Checkbox code (decision 062): the browser's radio group (same `name`) gives the arrow keys.
 */
export function ChipRadio({ name, value, checked, disabled, onChange, children }: ChipRadioProps) {
  const id = `chip-${useId()}`;
  return (
    <div style={ROOT_STYLE} className={c.root}>
      <input
        type="radio"
        className={c.input}
        id={id}
        disabled={disabled}
        name={name}
        checked={checked}
        value={value}
        onChange={() => onChange(value)}
      />
      <label
        className={c.label}
        data-checked={checked || undefined}
        data-disabled={disabled || undefined}
        htmlFor={id}
      >
        {checked && (
          <span className={c.iconWrapper}>
            <svg
              viewBox="0 0 10 7"
              fill="none"
              xmlns="http://www.w3.org/2000/svg"
              aria-hidden="true"
              className={c.checkIcon}
            >
              <path
                d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
                fill="currentColor"
                fillRule="evenodd"
                clipRule="evenodd"
              />
            </svg>
          </span>
        )}
        <span>{children}</span>
      </label>
    </div>
  );
}
