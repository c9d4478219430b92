import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconRuler } from "@tabler/icons-react";
import { useState } from "react";
import { useFocusFirstInvalid } from "../../lib/use-focus-first-invalid";
import { QuantityField } from "../../ui/forms/QuantityField";
import { SelectBoxField } from "../../ui/forms/SelectBoxField";
import { SizeGuideButton } from "../product/SizeGuideButton";
import { formatPrice } from "../shop/format";
import { addedWords } from "./added-words";
import { ItemImage } from "./ItemImage";
import { hasProblems, type LineProblems, lineProblems } from "./line-check";
import { PrintFields, usePrintBoxes } from "./PrintFields";
import type { TeamCart } from "./team-cart";
import type { FamilyItem, FamilyStore } from "./team-store-types";

/** The price in words: "$35.00", with what a name or number adds when it does. */
export function priceWords(item: FamilyItem): string {
  const fee = item.personalisation !== "none" && item.personalisation_fee > 0;
  return `${formatPrice(item.price)}${fee ? ` (+${formatPrice(item.personalisation_fee)} with name or number)` : ""}`;
}

/** The size picker and the sizing guide one tap away. */
export function SizeField({
  item,
  value,
  onChange,
  error,
}: {
  item: FamilyItem;
  value: string;
  onChange: (size: string) => void;
  error?: string | undefined;
}) {
  if (item.sizes.length === 0) return null;
  return (
    <Stack gap={4}>
      <SelectBoxField
        label={`Size of ${item.product_name}`}
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: "", label: "Choose a size" },
          ...item.sizes.map((size) => ({ value: size, label: size })),
        ]}
        error={error}
      />
      {item.size_guide_path ? (
        <Anchor href={item.size_guide_path} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span">
            <IconRuler size={14} aria-hidden="true" />
            Size guide (opens in a new tab)
          </Group>
        </Anchor>
      ) : (
        // No guide for the store's sport (soccer): the garment's own chart, as on its product page.
        item.sizes.length > 0 && (
          <SizeGuideButton product={{ name: item.product_name, category: item.product_category }} />
        )
      )}
    </Stack>
  );
}

/**
 * One item of the store: picture, price, size, name and number, and Add to Team Cart. A line goes
 * in only as the server will take it: every problem is shown at once, beside its box.
 */
export function ItemCard({
  item,
  store,
  cart,
  onAdded,
}: {
  item: FamilyItem;
  store: FamilyStore;
  cart: TeamCart;
  onAdded: (words: string) => void;
}) {
  const [size, setSize] = useState("");
  const [quantity, setQuantity] = useState(1);
  const [problems, setProblems] = useState<LineProblems>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const fixed = (field: keyof LineProblems) => setProblems(({ [field]: _, ...rest }) => rest);
  const print = usePrintBoxes(fixed);
  const { name, number, setName, setNumber } = print;
  const add = () => {
    const line = { item_id: item.id, size: size || null, quantity, name, number };
    const found = lineProblems(item, store.number_rules, line);
    setProblems(found);
    if (hasProblems(found)) return focusFirstInvalid();
    cart.add([line]);
    onAdded(addedWords([{ item, ...line }]));
    setName("");
    setNumber("");
    setQuantity(1);
  };
  return (
    <Card ref={ref} withBorder radius="lg" p="md" component="article" aria-labelledby={`item-${item.id}`}>
      <Card.Section>
        <ItemImage src={item.product_image} name={item.product_name} />
      </Card.Section>
      <Stack gap="sm" mt="sm">
        <div>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={3} size="h4" id={`item-${item.id}`}>
              {item.product_name}
            </Title>
            {item.required && (
              <Badge variant="light" style={{ flexShrink: 0 }}>
                Required
              </Badge>
            )}
          </Group>
          <Text fw={700}>{priceWords(item)}</Text>
          {item.fundraising > 0 && (
            <Text size="sm" c="dimmed">
              {formatPrice(item.fundraising)} of each goes to the team.
            </Text>
          )}
        </div>
        {store.can_order && (
          <>
            <SizeField
              item={item}
              value={size}
              onChange={(next) => {
                setSize(next);
                fixed("size");
              }}
              error={problems.size}
            />
            <PrintFields rules={item} numbers={store.number_rules} {...print.boxes} errors={problems} />
            <QuantityField
              label="Quantity"
              size="sm"
              min={1}
              max={99}
              value={quantity}
              onChange={setQuantity}
              widthRem={7.5}
            />
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={add} variant="light">
              Add to Team Cart
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
