import { List, Text } from "@mantine/core";
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
): string[] {
  const sentences: string[] = [];
  const lineNamed = Object.keys(lineErrors).length > 0;
  for (const [path, message] of Object.entries(formErrors)) {
    // A line's message is said below with the line's name; "cart" only holds the order back.
    if (path === CART_BLOCKED || path.startsWith("lines.") || (path === "lines" && lineNamed)) continue;
    if (typeof message === "string") sentences.push(message);
  }
  for (const [path, message] of Object.entries(lineErrors)) {
    const index = Number(path.split(".")[1]);
    sentences.push(Number.isInteger(index) ? `${lineName(lines, items, index)}: ${message}` : message);
  }
  return [...new Set(sentences)];
}

/**
 * Beside Place Team Order: what stopped the order, where a phone's reader is looking. It takes the
 * focus when no field of the form has (a cart line or the server's refusal).
 */
export function CheckoutProblems({
  sentences,
  failure,
  ref,
}: {
  sentences: readonly string[];
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
            {sentences.map((sentence) => (
              <List.Item key={sentence}>{sentence}</List.Item>
            ))}
          </List>
        </>
      )}
    </FailureAlert>
  );
}
