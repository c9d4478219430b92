import { Stack, Text } from "@mantine/core";
import { nameTooLongWords, printedAs, printedLength } from "@store/db/catalogue";
import { type CSSProperties, useState } from "react";
import { TextField } from "../../ui/forms/TextField";
import grid from "./store-grid.module.css";
import { asPrinted } from "./team-cart";
import type { FamilyStore } from "./team-store-types";

export interface PrintRules {
  personalisation: "none" | "name" | "number" | "both";
  personalisation_required: boolean;
  max_name_length: number;
}

export const takesName = (rules: PrintRules) =>
  rules.personalisation === "name" || rules.personalisation === "both";
export const takesNumber = (rules: PrintRules) =>
  rules.personalisation === "number" || rules.personalisation === "both";

/**
 * The name and number a line prints, as `PrintFields` takes them (`boxes`): typing in a box clears
 * the problem `fixed` was told of for it.
 */
export function usePrintBoxes(fixed: (box: "name" | "number") => void) {
  const [name, setName] = useState("");
  const [number, setNumber] = useState("");
  const onName = (next: string) => {
    setName(next);
    fixed("name");
  };
  const onNumber = (next: string) => {
    setNumber(next);
    fixed("number");
  };
  return { name, number, setName, setNumber, boxes: { name, number, onName, onNumber } };
}

/** The number rules, short enough to sit beside the name's: "0-99 or ##". */
export function numberHint(numbers: FamilyStore["number_rules"]): string {
  return `${numbers.min}-${numbers.max}${numbers.allow_unknown ? " or ##" : ""}`;
}

/**
 * The name box's words: the limit and how many letters are used, so a long name is seen, never
 * cut; over the limit, what to do (the box keeps every letter typed or pasted).
 */
export function nameHint(name: string, max: number): { description: string; tooLong: string | undefined } {
  const used = printedLength(name);
  return {
    description: `${used} of ${max} letters`,
    tooLong: used > max ? nameTooLongWords(max) : undefined,
  };
}

/** The name and number to print, shown upper-cased as they will print, with what to fix beside each. */
export function PrintFields({
  rules,
  numbers,
  name,
  number,
  onName,
  onNumber,
  errors = {},
}: {
  rules: PrintRules;
  numbers: FamilyStore["number_rules"];
  name: string;
  number: string;
  onName: (value: string) => void;
  onNumber: (value: string) => void;
  errors?: { name?: string | undefined; number?: string | undefined };
}) {
  if (rules.personalisation === "none") return null;
  const required = rules.personalisation_required;
  const hint = nameHint(name, rules.max_name_length);
  return (
    <Stack gap={4}>
      <div
        className={grid.printBoxes}
        style={{ "--print-boxes": takesName(rules) && takesNumber(rules) ? 2 : 1 } as CSSProperties}
      >
        {takesName(rules) && (
          <TextField
            label="Name to print"
            required={required}
            value={name}
            onChange={(event) => onName(event.currentTarget.value)}
            description={hint.description}
            error={errors.name ?? hint.tooLong}
            style={{ textTransform: "uppercase" }}
            autoCapitalize="characters"
            spellCheck={false}
          />
        )}
        {takesNumber(rules) && (
          <TextField
            label="Number"
            required={required}
            value={number}
            maxLength={3}
            inputMode={numbers.allow_unknown ? "text" : "numeric"}
            onChange={(event) => onNumber(event.currentTarget.value)}
            description={numberHint(numbers)}
            error={errors.number}
          />
        )}
      </div>
      {takesNumber(rules) && numbers.allow_unknown && (
        <Text size="xs" c="dimmed">
          ## means the number is not known yet; the store settles it before printing.
        </Text>
      )}
    </Stack>
  );
}

/** "LEE #12", as it prints, for the cart and the order. */
export function printedWords(name: string | null, number: string | null): string {
  return printedAs(name ? asPrinted(name) : null, number);
}
