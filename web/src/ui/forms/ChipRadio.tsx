import { type CSSProperties, type ReactNode, useId } from "react";
import { primaryVar } from "../filters/mantine-classes";

interface ChipRadioProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
}

const ROOT_STYLE = {
  "--chip-radius": "var(--mantine-radius-sm)",
  "--chip-bg": "transparent",
  "--chip-hover": primaryVar("outline-hover"),
  "--chip-color": primaryVar("outline"),
  "--chip-bd": `calc(0.0625rem * var(--mantine-scale)) solid ${primaryVar("outline")}`,
} as CSSProperties;

/**
 * One radio drawn as Mantine's outlined chip (small corners) without Mantine's Chip and Checkbox
 * code (decision 062): the browser's radio group (same `name`) gives the arrow keys.
 * `ChipRadio.test.tsx` compares the markup with Mantine's.
 */
export function ChipRadio({ name, value, checked, disabled, onChange, children }: ChipRadioProps) {
  const id = `mantine-${useId()}`;
  return (
    <div style={ROOT_STYLE} className="m_f59ffda3 mantine-Chip-root" data-variant="outline">
      <input
        type="radio"
        className="m_bde07329 mantine-Chip-input"
        id={id}
        disabled={disabled}
        name={name}
        checked={checked}
        value={value}
        onChange={() => onChange(value)}
      />
      <label
        className="m_3904c1af m_be049a53 mantine-Chip-label"
        data-checked={checked || undefined}
        data-disabled={disabled || undefined}
        htmlFor={id}
      >
        {checked && (
          <span className="m_9ac86df9 mantine-Chip-iconWrapper">
            <svg
              viewBox="0 0 10 7"
              fill="none"
              xmlns="http://www.w3.org/2000/svg"
              aria-hidden="true"
              className="m_d6d72580 mantine-Chip-checkIcon"
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
