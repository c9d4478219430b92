import { type CSSProperties, type ReactNode, useId } from "react";
import c from "./field.module.css";

export type PlainInputSize = "sm" | "md" | "lg";

export interface PlainInputWrapperProps {
  id: string;
  size: PlainInputSize;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  /** The caller's class on the root. */
  className?: string;
  rootStyle?: CSSProperties;
  labelStyle?: CSSProperties;
  /** Variables the field adds to the wrapper's (section widths, padding). */
  wrapperStyle?: CSSProperties;
  /** The wrapper's states (sections, pointer, disabled, multiline), which field.module.css reads. */
  wrapperData?: Record<`data-${string}`, true | undefined>;
  /** The input and its sections. */
  children: ReactNode;
}

/**
 * A labelled field as the public pages draw it (root, label with its asterisk, description, input
 * wrapper, message), styled by field.module.css from the theme's variables so it looks as the
 * portal's Mantine fields do, without Mantine's input code (decision 078). The input inside takes
 * `plainInputAria` for its own attributes.
 */
export function PlainInputWrapper({
  id,
  size,
  label,
  required,
  description,
  error,
  className,
  rootStyle,
  labelStyle,
  wrapperStyle,
  wrapperData,
  children,
}: PlainInputWrapperProps) {
  const invalid = error ? true : undefined;
  return (
    <div style={rootStyle} className={className ? `${className} ${c.root}` : c.root} data-error={invalid}>
      <label
        style={{ ...labelStyle, "--input-label-size": `var(--mantine-font-size-${size})` } as CSSProperties}
        className={c.label}
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required && (
          <span className={c.required} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {description && (
        <PlainInputHint kind="description" id={`${id}-description`} size={size}>
          {description}
        </PlainInputHint>
      )}
      <div
        style={
          {
            ...(description && { "--input-margin-top": "calc(var(--mantine-spacing-xs) / 2)" }),
            ...(error && { "--input-margin-bottom": "calc(var(--mantine-spacing-xs) / 2)" }),
            "--input-height": `var(--input-height-${size})`,
            "--input-fz": `var(--mantine-font-size-${size})`,
            ...wrapperStyle,
          } as CSSProperties
        }
        className={c.wrapper}
        data-error={invalid}
        {...wrapperData}
      >
        {children}
      </div>
      {error && (
        <PlainInputHint kind="error" id={`${id}-error`} size={size}>
          {error}
        </PlainInputHint>
      )}
    </div>
  );
}

/**
 * A field's description or message: alone beside a field that is not an input (a file drop zone),
 * or under a wrapped input, sized with it.
 */
export function PlainInputHint({
  kind,
  id,
  className,
  size,
  children,
}: {
  kind: "description" | "error";
  id?: string;
  className?: string;
  size?: PlainInputSize;
  children: ReactNode;
}) {
  const style = size && {
    [`--input-${kind}-size`]: `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`,
  };
  return (
    <p
      style={style as CSSProperties | undefined}
      className={className ? `${className} ${c[kind]}` : c[kind]}
      id={id}
    >
      {children}
    </p>
  );
}

/** The input's own attributes that follow the wrapper: its class, its error state, what describes it. */
export function plainInputAria(
  id: string,
  { description, error }: { description?: ReactNode; error?: ReactNode },
) {
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(" ");
  return {
    id,
    className: c.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** What a labelled field says about itself, to its wrapper and its input alike. */
export interface PlainFieldWords {
  label: ReactNode;
  description?: ReactNode;
  /** The message beside the field; the input is marked invalid and described by it. */
  error?: ReactNode;
  size?: PlainInputSize;
  required?: boolean;
  disabled?: boolean;
  /** The input's id, when the form gives one; otherwise one is made. */
  id?: string;
}

/**
 * A labelled field's wrapper props and its input's own attributes, from the same words: the one
 * place a plain text field or text box is put together (TextField, TextAreaField).
 */
export function usePlainField({
  label,
  description,
  error,
  size = "sm",
  required,
  disabled,
  id: given,
}: PlainFieldWords) {
  const generated = `field-${useId()}`;
  const id = given ?? generated;
  const off = disabled || undefined;
  return {
    wrapper: {
      id,
      size,
      label,
      required,
      description,
      error,
      wrapperData: { "data-disabled": off } as PlainInputWrapperProps["wrapperData"],
    },
    control: {
      ...plainInputAria(id, { description, error }),
      "data-disabled": off,
      disabled,
      required,
    },
  };
}

/** The field's section (an icon, a button, a chevron) at one end of the input. */
export function PlainInputSection({
  position,
  children,
}: {
  position: "left" | "right";
  children: ReactNode;
}) {
  return (
    <div data-position={position} className={c.section}>
      {children}
    </div>
  );
}

export const selectChevronClass = c.chevron;

/**
 * A field's small icon on the 15-unit grid of Mantine's input chevrons, in the text's colour and
 * hidden from screen readers (the control it sits on says what it does).
 */
export function FieldIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <path d={path} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

/** A radio's filled dot (Mantine Radio's icon), shown by its control's CSS once chosen. */
export function RadioDot({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      fill="none"
      viewBox="0 0 5 5"
      aria-hidden="true"
      className={className}
    >
      <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
    </svg>
  );
}
