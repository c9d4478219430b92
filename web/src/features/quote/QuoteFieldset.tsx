import type { ReactNode } from "react";
import boxes from "./quote-boxes.module.css";

/** One part of the quote form, drawn as Mantine's Fieldset was (quote-boxes.module.css). */
export function QuoteFieldset({
  legend,
  disabled,
  children,
}: {
  legend: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className={boxes.fieldset} disabled={disabled}>
      <legend className={boxes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
