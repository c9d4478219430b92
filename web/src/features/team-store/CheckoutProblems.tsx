import { Anchor, List, Text } from "@mantine/core";
import type { ReactNode, Ref } from "react";
import { FailureAlert } from "../layout/FailureAlert";
import { printedWords } from "./PrintFields";
import type { TeamCartLine } from "./team-cart";
import type { FamilyItem } from "./team-store-types";

/** The form's key for "a cart line needs fixing": it holds the order back and is said line by line. */
export const CART_BLOCKED = "cart";

/** "Game Jersey SMITH #7", the line a message is about (its place in the cart when nothing prints). */
function lineName(lines: readonly TeamCartLine[], items: readonly FamilyItem[], index: number) {
  const line = lines[index];
  const item = line && items.find((i) => i.id === line.item_id);
  if (!line || !item) return `Line ${index + 1}`;
  const printed = printedWords(line.name.trim() || null, line.number.trim() || null);
  return `${item.product_name}${printed ? ` ${printed}` : ""}`;
}

/**
 * Everything to fix before the order can go, in plain words, one sentence each: the form's fields
 * (the fields show theirs too) and the cart's lines named by what they are, never by a field path.
 */
export function problemSentences(
  formErrors: Record<string, ReactNode>,
  lineErrors: Record<string, string>,
  lines: readonly TeamCartLine[],
  items: readonly FamilyItem[],
): Problem[] {
  const found = new Map<string, Problem>();
  const lineNamed = Object.keys(lineErrors).length > 0;
  // In the form's order, top to bottom, as the fields say them.
  const entries = Object.entries(formErrors).sort(([a], [b]) => formOrder(a) - formOrder(b));
  for (const [path, message] of entries) {
    // A line's message is said below with the line's name; "cart" only holds the order back.
    if (path === CART_BLOCKED || path.startsWith("lines.") || (path === "lines" && lineNamed)) continue;
    // The server names "customer" and "customer.name" alike: the field's own path is the one kept.
    if (typeof message === "string" && !found.get(message)?.path?.includes("."))
      found.set(message, { text: message, ...(path === "lines" ? {} : { path }) });
  }
  for (const [path, message] of Object.entries(lineErrors)) {
    const index = Number(path.split(".")[1]);
    const text = Number.isInteger(index) ? `${lineName(lines, items, index)}: ${message}` : message;
    found.set(text, { text });
  }
  return [...found.values()];
}

const FORM_ORDER = ["player_name", "customer.name", "customer.email", "customer.phone", "fulfilment"];
const formOrder = (path: string) => {
  const at = FORM_ORDER.findIndex((field) => path === field || path.startsWith(`${field}.`));
  return at === -1 ? FORM_ORDER.length : at;
};

/** One thing to fix, and the form field it is about (its message is on the field too). */
export interface Problem {
  text: string;
  path?: string;
}

/**
 * Beside Place Team Order: what stopped the order, where a phone's reader is looking, and the
 * focus with it; each field's sentence is a button to that field.
 */
export function CheckoutProblems({
  sentences,
  failure,
  ref,
}: {
  sentences: readonly Problem[];
  failure: string | null;
  ref: Ref<HTMLDivElement>;
}) {
  if (sentences.length === 0 && !failure) return null;
  return (
    <FailureAlert ref={ref} title="Your order was not placed">
      {sentences.length === 0 ? (
        failure
      ) : (
        <>
          <Text size="sm">
            Fix {sentences.length === 1 ? "this" : "these"}, then press Place Team Order again:
          </Text>
          <List size="sm" mt={4}>
            {sentences.map(({ text, path }) => (
              <List.Item key={text}>
                {path ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    c="inherit"
                    underline="always"
                    onClick={() => document.querySelector<HTMLElement>(`[data-path="${path}"]`)?.focus()}
                  >
                    {text}
                  </Anchor>
                ) : (
                  text
                )}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </FailureAlert>
  );
}
