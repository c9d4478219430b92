import { type CSSProperties, type KeyboardEvent, useId } from "react";
import {
  FieldIcon,
  PlainInputSection,
  PlainInputWrapper,
  plainInputAria,
} from "../filters/PlainInputWrapper";
import c from "./quantity-field.module.css";

interface QuantityFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  disabled?: boolean;
  /** The field's width, in rem. */
  widthRem: number;
  /** "lg" (the product page's, its label bold) or "sm" (Mantine's default input, as the team store's item cards). */
  size?: "sm" | "lg";
}

// Mantine NumberInput's right section and chevron for each size.
const SECTION_REM = { sm: 1.5, lg: 1.9375 };
const CHEVRON_REM = { sm: 0.875, lg: 1.125 };

const CHEVRON =
  "M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z";
const LABEL_STYLE = {
  fontSize: "var(--mantine-font-size-sm)",
  fontWeight: 700,
};

/**
 * A whole number from `min` to `max` in a large field with up and down buttons, drawn by the site
 * (PlainInputWrapper, quantity-field.module.css) without Mantine's NumberInput and its formatting
 * library (8.5 KB on the wire, decision 062). Typing that would leave the range, a sign, a decimal
 * point or a letter is refused; an emptied field reads as `min`. The arrow keys and the buttons step
 * by one.
 */
export function QuantityField({
  label,
  value,
  onChange,
  min,
  max,
  disabled,
  widthRem,
  size = "lg",
}: QuantityFieldProps) {
  const id = `field-${useId()}`;
  const step = (by: number) => onChange(Math.min(max, Math.max(min, value + by)));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    step(event.key === "ArrowUp" ? 1 : -1);
  };
  const wrapperStyle = {
    "--input-right-section-width": `calc(${SECTION_REM[size]}rem * var(--mantine-scale))`,
    ...(disabled && { "--input-right-section-pointer-events": "none" }),
  } as CSSProperties;
  const control = (direction: "up" | "down") => (
    <button
      className={c.control}
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      disabled={disabled || (direction === "up" ? value >= max : value <= min)}
      // The field keeps the focus: the buttons are a pointer's shortcut for the arrow keys.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(direction === "up" ? 1 : -1)}
    >
      <FieldIcon path={CHEVRON} className={direction === "up" ? `${c.chevron} ${c.up}` : c.chevron} />
    </button>
  );
  return (
    <PlainInputWrapper
      id={id}
      size={size}
      label={label}
      rootStyle={{ width: `calc(${widthRem}rem * var(--mantine-scale))` }}
      labelStyle={size === "lg" ? LABEL_STYLE : undefined}
      wrapperStyle={wrapperStyle}
      wrapperData={{ "data-disabled": disabled || undefined, "data-with-right-section": true }}
    >
      <input
        {...plainInputAria(id, {})}
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
          // Anything else is refused: the field keeps its number.
          if (next >= min && next <= max) onChange(next);
        }}
      />
      <PlainInputSection position="right">
        <div
          className={c.controls}
          style={
            { "--chevron-size": `calc(${CHEVRON_REM[size]}rem * var(--mantine-scale))` } as CSSProperties
          }
        >
          {control("up")}
          {control("down")}
        </div>
      </PlainInputSection>
    </PlainInputWrapper>
  );
}
