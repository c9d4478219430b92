import { createContext, type KeyboardEvent, type ReactNode, use, useId } from "react";
import field from "../filters/field.module.css";
import { PlainInputHint, RadioDot } from "../filters/PlainInputWrapper";
import c from "./radio-card.module.css";

interface Group {
  name: string;
  value: string;
  onChange: (value: string) => void;
}

const GroupContext = createContext<Group | null>(null);

interface RadioCardGroupProps {
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The cards (`RadioCard`), laid out as the page likes. */
  children: ReactNode;
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The arrow keys choose the next or previous card, round the ends, as with the browser's radios.
 * Each card stays a stop for Tab and takes Enter as Space, as the theme's Radio.Card did.
 */
function moveWithArrows(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  const target = event.target as HTMLElement;
  if (!step || target.getAttribute("role") !== "radio") return;
  event.preventDefault();
  const cards = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]'));
  const next = cards[(cards.indexOf(target as HTMLButtonElement) + step + cards.length) % cards.length];
  next?.focus();
  next?.click();
}

/**
 * A labelled group of choice cards (the quote's package and turnaround), drawn by the site
 * (field.module.css, radio-card.module.css) without Mantine's Radio and Input code (decision 078).
 */
export function RadioCardGroup({
  label,
  description,
  required,
  error,
  value,
  onChange,
  children,
}: RadioCardGroupProps) {
  const id = `cards-${useId()}`;
  const describedBy = [error && `${id}-error`, description && `${id}-description`].filter(Boolean).join(" ");
  return (
    <div className={field.root}>
      <div className={field.label} data-required={required || undefined} id={`${id}-label`}>
        {label}
        {required && (
          <span className={field.required} aria-hidden="true">
            {" *"}
          </span>
        )}
      </div>
      {description && (
        <PlainInputHint kind="description" id={`${id}-description`}>
          {description}
        </PlainInputHint>
      )}
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        onKeyDown={moveWithArrows}
      >
        <GroupContext value={{ name: id, value, onChange }}>{children}</GroupContext>
      </div>
      {error && (
        <PlainInputHint kind="error" id={`${id}-error`}>
          {error}
        </PlainInputHint>
      )}
    </div>
  );
}

interface RadioCardProps {
  value: string;
  /** The card's name for screen readers, when its text alone would not say it well. */
  "aria-label"?: string;
  disabled?: boolean;
  className?: string;
  /** Phrasing content only: the card is a <button>. */
  children: ReactNode;
}

/** One card of a `RadioCardGroup`: a button that is a radio, outlined by the page once chosen. */
export function RadioCard({ value, disabled, className, children, ...aria }: RadioCardProps) {
  const group = use(GroupContext);
  if (!group) throw new Error("RadioCard belongs inside a RadioCardGroup");
  const checked = group.value === value;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card holding a title and details, each card a stop for Tab as before; an <input> holds no content.
    <button
      type="button"
      role="radio"
      aria-checked={checked}
      name={group.name}
      disabled={disabled}
      className={className ? `${className} ${c.card}` : c.card}
      data-checked={checked || undefined}
      onClick={() => group.onChange(value)}
      {...aria}
    >
      {children}
    </button>
  );
}

/** The card's radio dot, filled once the card is chosen (the card's `data-checked`). */
export function RadioCardDot() {
  return (
    <span className={c.dot}>
      <RadioDot className={c.dotIcon} />
    </span>
  );
}
