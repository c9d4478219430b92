import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconPackages } from "@tabler/icons-react";
import { useState } from "react";
import { formatPrice } from "../shop/format";
import { SizeField } from "./ItemCard";
import { PrintFields, type PrintRules, takesName, takesNumber } from "./PrintFields";
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

/** "Add Player Pack": every bundle item, each in its size, with the player's name and number, at once. */
export function PlayerPack({ store, cart }: { store: FamilyStore; cart: TeamCart }) {
  const items = store.items.filter((item) => item.in_bundle);
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const [name, setName] = useState("");
  const [number, setNumber] = useState("");
  const [missing, setMissing] = useState<Record<string, string>>({});
  if (items.length === 0 || !store.can_order) return null;
  const total = items.reduce((sum, item) => sum + unitPriceOf(item, { name, number }), 0);

  const add = () => {
    const unsized = items.filter((item) => item.sizes.length > 0 && !sizes[item.id]);
    setMissing(Object.fromEntries(unsized.map((item) => [item.id, "Choose a size first."])));
    if (unsized.length > 0) return;
    cart.add(
      items.map((item) => ({
        item_id: item.id,
        size: sizes[item.id] || null,
        quantity: 1,
        name: takesName(item) ? name : "",
        number: takesNumber(item) ? number : "",
      })),
    );
    setName("");
    setNumber("");
  };

  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="player-pack-heading">
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
            onChange={(size) => setSizes((now) => ({ ...now, [item.id]: size }))}
            error={missing[item.id]}
          />
        ))}
        <PrintFields
          rules={packRules(items)}
          numbers={store.number_rules}
          name={name}
          number={number}
          onName={setName}
          onNumber={setNumber}
        />
        <Button leftSection={<IconPackages size={18} aria-hidden="true" />} onClick={add}>
          Add Player Pack
        </Button>
      </Stack>
    </Card>
  );
}
