import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconPackages } from "@tabler/icons-react";
import { useState } from "react";
import { useFocusFirstInvalid } from "../../lib/use-focus-first-invalid";
import { formatPrice } from "../shop/format";
import { addedWords } from "./added-words";
import { SizeField } from "./ItemCard";
import { lineProblems } from "./line-check";
import { PrintFields, type PrintRules, takesName, takesNumber, usePrintBoxes } from "./PrintFields";
import { SavedPlayerPicker } from "./SavedPlayerPicker";
import { type TeamCart, unitPriceOf } from "./team-cart";
import type { FamilyItem, FamilyStore } from "./team-store-types";

/** What the pack's one name and one number boxes follow: the strictest rule of its items. */
function packRules(items: readonly FamilyItem[]): PrintRules {
  const name = items.some(takesName);
  const number = items.some(takesNumber);
  return {
    personalisation: name && number ? "both" : name ? "name" : number ? "number" : "none",
    personalisation_required: items.some((i) => i.personalisation_required),
    max_name_length: Math.min(...items.filter(takesName).map((i) => i.max_name_length), 30),
  };
}

/** The pack's line for each item: its size, and the name and number where the item prints them. */
const packLines = (
  items: readonly FamilyItem[],
  sizes: Record<string, string>,
  name: string,
  number: string,
) =>
  items.map((item) => ({
    item_id: item.id,
    size: sizes[item.id] || null,
    quantity: 1,
    name: takesName(item) ? name : "",
    number: takesNumber(item) ? number : "",
  }));

/**
 * What to fix before the pack goes in, by box: each item's size, and the first message about the
 * one name and the one number (the items' own rules, as the server checks them).
 */
function packProblems(store: FamilyStore, items: readonly FamilyItem[], lines: ReturnType<typeof packLines>) {
  const found: Record<string, string> = {};
  items.forEach((item, index) => {
    const line = lines[index];
    if (!line) return;
    const problems = lineProblems(item, store.number_rules, line);
    if (problems.size) found[item.id] = problems.size;
    if (problems.name) found.name ??= problems.name;
    if (problems.number) found.number ??= problems.number;
  });
  return found;
}

/** "Add Player Pack": every bundle item, each in its size, with the player's name and number, at once. */
export function PlayerPack({
  store,
  cart,
  onAdded,
}: {
  store: FamilyStore;
  cart: TeamCart;
  onAdded: (words: string) => void;
}) {
  const items = store.items.filter((item) => item.in_bundle);
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const fixed = (box: string) => setProblems(({ [box]: _, ...rest }) => rest);
  const print = usePrintBoxes(fixed);
  const { name, number, setName, setNumber } = print;
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  if (items.length === 0 || !store.can_order) return null;
  const total = items.reduce((sum, item) => sum + unitPriceOf(item, { name, number }), 0);

  const add = () => {
    const lines = packLines(items, sizes, name, number);
    const found = packProblems(store, items, lines);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    cart.add(lines);
    onAdded(
      addedWords(
        lines.flatMap((line, index) => {
          const item = items[index];
          return item ? [{ item, ...line }] : [];
        }),
      ),
    );
    setName("");
    setNumber("");
  };

  return (
    <Card ref={ref} withBorder radius="lg" p="md" component="section" aria-labelledby="player-pack-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="player-pack-heading">
          Player Pack
        </Title>
        <Text size="sm">
          {items.map((item) => item.product_name).join(", ")}: {formatPrice(total)} for the pack.
        </Text>
        <SavedPlayerPicker
          items={items}
          rules={packRules(items)}
          onPick={(fill) => {
            setName(fill.name);
            setNumber(fill.number);
            setSizes((now) => ({ ...now, ...fill.sizes }));
          }}
        />
        {items.map((item) => (
          <SizeField
            key={item.id}
            item={item}
            value={sizes[item.id] ?? ""}
            onChange={(size) => {
              setSizes((now) => ({ ...now, [item.id]: size }));
              fixed(item.id);
            }}
            error={problems[item.id]}
          />
        ))}
        <PrintFields
          rules={packRules(items)}
          numbers={store.number_rules}
          {...print.boxes}
          errors={{ name: problems.name, number: problems.number }}
        />
        <Button leftSection={<IconPackages size={18} aria-hidden="true" />} onClick={add}>
          Add Player Pack
        </Button>
      </Stack>
    </Card>
  );
}
