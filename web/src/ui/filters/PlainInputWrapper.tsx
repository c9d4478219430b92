import { type CSSProperties, type ReactNode, useId } from "react";
import { inputClasses as c } from "./mantine-classes";

export type PlainInputSize = "sm" | "md" | "lg";

export interface PlainInputWrapperProps {
  /** The Mantine component whose markup this stands for: its static class names follow it. */
  component: "TextInput" | "Textarea" | "NativeSelect" | "NumberInput";
  id: string;
  size: PlainInputSize;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  /** Classes before Mantine's on the root (the component's own root class, the caller's). */
  className?: string;
  rootStyle?: CSSProperties;
  labelStyle?: CSSProperties;
  /** Variables the component adds to the wrapper's (sections, padding). */
  wrapperStyle?: CSSProperties;
  /** The wrapper's data attributes (sections, pointer, disabled, multiline). */
  wrapperData?: Record<`data-${string}`, true | undefined>;
  /** The input and its sections. */
  children: ReactNode;
}

/**
 * Mantine's Input.Wrapper markup (root, label with its asterisk, description, input wrapper, error)
 * without Mantine's code, for the parts a public page draws itself (decision 062). The input inside
 * takes `plainInputAria` for its own attributes.
 */
export function PlainInputWrapper({
  component,
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
  const part = (name: string) => `mantine-${component}-${name}`;
  const invalid = error ? true : undefined;
  return (
    <div
      style={rootStyle}
      className={`${className ? `${className} ` : ""}${c.root} ${part("root")}`}
      data-size={size}
      data-error={invalid}
    >
      <label
        style={{ ...labelStyle, "--input-label-size": `var(--mantine-font-size-${size})` } as CSSProperties}
        className={`${c.label} ${part("label")}`}
        data-size={size}
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required && (
          <span className={`m_78a94662 mantine-InputWrapper-required ${part("required")}`} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {description && (
        <PlainInputHint kind="description" id={`${id}-description`} of={{ component, size }}>
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
        className={`${c.wrapper} ${part("wrapper")}`}
        data-variant="default"
        data-size={size}
        data-error={invalid}
        {...wrapperData}
      >
        {children}
      </div>
      {error && (
        <PlainInputHint kind="error" id={`${id}-error`} of={{ component, size }}>
          {error}
        </PlainInputHint>
      )}
    </div>
  );
}

const HINT_CLASSES = {
  description: "m_fe47ce59 mantine-InputWrapper-description",
  error: "m_8f816625 mantine-InputWrapper-error",
} as const;

/**
 * A field's description or message: Mantine's `Input.Description` and `Input.Error` markup, alone
 * beside a field that is not an input (a file drop zone), or `of` a wrapped input, sized with it.
 */
export function PlainInputHint({
  kind,
  id,
  className,
  of,
  children,
}: {
  kind: keyof typeof HINT_CLASSES;
  id?: string;
  className?: string;
  of?: { component: PlainInputWrapperProps["component"]; size: PlainInputSize };
  children: ReactNode;
}) {
  const classes = [className, HINT_CLASSES[kind], of && `mantine-${of.component}-${kind}`].filter(Boolean);
  const style = of && {
    [`--input-${kind}-size`]: `calc(var(--mantine-font-size-${of.size}) - calc(0.125rem * var(--mantine-scale)))`,
  };
  return (
    <p style={style as CSSProperties | undefined} className={classes.join(" ")} data-size={of?.size} id={id}>
      {children}
    </p>
  );
}

/** The input's own attributes that follow the wrapper: its class, its error state, what describes it. */
export function plainInputAria(
  component: PlainInputWrapperProps["component"],
  id: string,
  { description, error }: { description?: ReactNode; error?: ReactNode },
) {
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(" ");
  return {
    id,
    className: `${c.input} mantine-${component}-input`,
    "data-variant": "default",
    "data-error": error ? true : undefined,
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
export function usePlainField(
  component: "TextInput" | "Textarea",
  { label, description, error, size = "sm", required, disabled, id: given }: PlainFieldWords,
) {
  const generated = `mantine-${useId()}`;
  const id = given ?? generated;
  const off = disabled || undefined;
  return {
    wrapper: {
      component,
      id,
      size,
      label,
      required,
      description,
      error,
      wrapperData: { "data-disabled": off } as PlainInputWrapperProps["wrapperData"],
    },
    control: {
      ...plainInputAria(component, id, { description, error }),
      "data-disabled": off,
      disabled,
      required,
    },
  };
}
