import { type CSSProperties, type KeyboardEvent, useId } from "react";
import { inputClasses as c } from "../filters/mantine-classes";
import { PlainInputWrapper, plainInputAria } from "../filters/PlainInputWrapper";

interface QuantityFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  disabled?: boolean;
  /** The field's width, in rem. */
  widthRem: number;
}

const CHEVRON =
  "M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z";
const CONTROL =
  "mantine-focus-auto m_80b4b171 mantine-NumberInput-control m_87cf2631 mantine-UnstyledButton-root";
const LABEL_STYLE = {
  fontSize: "var(--mantine-font-size-sm)",
  fontWeight: 700,
};

/**
 * A whole number from `min` to `max` in a large field with up and down buttons: Mantine's
 * NumberInput (strict) as it looks, without its code and its formatting library (8.5 KB on the wire,
 * decision 062). Typing that would leave the range, a sign, a decimal point or a letter is refused
 * as Mantine refuses it; an emptied field reads as `min`. The arrow keys and the buttons step by one.
 * `QuantityField.test.tsx` compares the markup with Mantine's.
 */
export function QuantityField({ label, value, onChange, min, max, disabled, widthRem }: QuantityFieldProps) {
  const id = `mantine-${useId()}`;
  const step = (by: number) => onChange(Math.min(max, Math.max(min, value + by)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    step(event.key === "ArrowUp" ? 1 : -1);
  };
  const wrapperStyle = {
    "--input-right-section-width": "var(--ni-right-section-width-lg)",
    ...(disabled && { "--input-right-section-pointer-events": "none" }),
  } as CSSProperties;
  const control = (direction: "up" | "down") => (
    <button
      className={CONTROL}
      data-direction={direction}
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      disabled={disabled || (direction === "up" ? value >= max : value <= min)}
      // The field keeps the focus, as with Mantine's buttons.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(direction === "up" ? 1 : -1)}
    >
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: Mantine's chevron; its button is hidden from screen readers, as Mantine's is. */}
      <svg
        style={{
          width: "var(--ni-chevron-size)",
          height: "var(--ni-chevron-size)",
          ...(direction === "up" && { transform: "rotate(180deg)" }),
        }}
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
      >
        <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
      </svg>
    </button>
  );
  return (
    <PlainInputWrapper
      component="NumberInput"
      id={id}
      size="lg"
      label={label}
      className="m_e2f5cd4e"
      rootStyle={{ width: `calc(${widthRem}rem * var(--mantine-scale))` }}
      labelStyle={LABEL_STYLE}
      wrapperStyle={wrapperStyle}
      wrapperData={{ "data-disabled": disabled || undefined, "data-with-right-section": true }}
    >
      <input
        {...plainInputAria("NumberInput", id, {})}
        inputMode="decimal"
        data-disabled={disabled || undefined}
        disabled={disabled}
        type="text"
        value={String(value)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const text = event.currentTarget.value.trim();
          if (text === "") return onChange(min);
          const next = /^\d+$/.test(text) ? Number(text) : Number.NaN;
          // Anything else is refused: the field keeps its number, as Mantine's strict field does.
          if (next >= min && next <= max) onChange(next);
        }}
      />
      <div data-position="right" className={`${c.section} mantine-NumberInput-section`}>
        <div
          className="m_95e17d22 mantine-NumberInput-controls"
          style={{ "--ni-chevron-size": "var(--ni-chevron-size-lg)" } as CSSProperties}
        >
          {control("up")}
          {control("down")}
        </div>
      </div>
    </PlainInputWrapper>
  );
}
