import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import type { TeamStoreDto } from "@store/api/contracts";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { describeFailure, fieldErrorsOf } from "../../../../lib/api-errors";
import { AdminModal } from "../../shared/AdminModal";
import { FormFailure } from "../../shared/FormParts";
import { formatMoney } from "../../shared/format";
import { useLateOrder } from "./use-late-order";

interface Line {
  key: number;
  item_id: string | null;
  size: string | null;
  quantity: number | string;
  name: string;
  number: string;
}

let nextKey = 1;
const blankLine = (): Line => ({
  key: nextKey++,
  item_id: null,
  size: null,
  quantity: 1,
  name: "",
  number: "",
});

/**
 * A late order staff add after close: it goes into batch 2. The family's contact, the player
 * (from the roster or typed) and the lines, checked by the server with every rule but the clock.
 */
export function LateOrderModal({
  store,
  opened,
  onClose,
}: {
  store: TeamStoreDto;
  opened: boolean;
  onClose: () => void;
}) {
  const late = useLateOrder(store.id);
  const [customer, setCustomer] = useState({ name: "", email: "", phone: "" });
  const [player, setPlayer] = useState("");
  const [lines, setLines] = useState<Line[]>([blankLine()]);
  const [failure, setFailure] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setCustomer({ name: "", email: "", phone: "" });
    setPlayer("");
    setLines([blankLine()]);
    setFailure(undefined);
    setErrors({});
  }, [opened]);

  const change = (key: number, patch: Partial<Line>) =>
    setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const submit = async () => {
    setFailure(undefined);
    setErrors({});
    try {
      const placed = await late.mutateAsync({
        id: store.id,
        customer,
        player_name: player,
        lines: lines.map((l) => ({
          item_id: l.item_id ?? "",
          size: l.size,
          quantity: Number(l.quantity),
          name: l.name.trim() || null,
          number: l.number.trim() || null,
        })),
      });
      onClose();
      return placed;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(describeFailure("The late order was not added", error));
    }
  };

  const itemOptions = store.items.map((i) => ({
    value: i.id,
    label: `${i.product_name} (${formatMoney(i.price)})`,
  }));
  return (
    <AdminModal opened={opened} onClose={onClose} title="Add a late order" size="lg">
      <Stack gap="sm">
        <FormFailure message={failure} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Parent's name"
            data-autofocus
            required
            value={customer.name}
            onChange={(e) => setCustomer({ ...customer, name: e.currentTarget.value })}
            error={errors["customer.name"]}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            value={customer.email}
            onChange={(e) => setCustomer({ ...customer, email: e.currentTarget.value })}
            error={errors["customer.email"]}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            value={customer.phone}
            onChange={(e) => setCustomer({ ...customer, phone: e.currentTarget.value })}
            error={errors["customer.phone"]}
          />
        </SimpleGrid>
        <Autocomplete
          label="Player's name"
          required
          data={store.players.map((p) => p.name)}
          value={player}
          onChange={setPlayer}
          error={errors.player_name}
          comboboxProps={{ withinPortal: true }}
        />
        {lines.map((line, at) => {
          const item = store.items.find((i) => i.id === line.item_id);
          const n = at + 1;
          return (
            <Paper
              key={line.key}
              withBorder
              p="sm"
              radius="md"
              component="fieldset"
              aria-label={`Line ${n}`}
              style={{ minWidth: 0 }}
            >
              <Stack gap="xs">
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  <Select
                    label={`Item ${n}`}
                    required
                    data={itemOptions}
                    value={line.item_id}
                    onChange={(id) => change(line.key, { item_id: id, size: null })}
                    style={{ flex: 1 }}
                    comboboxProps={{ withinPortal: true }}
                  />
                  {lines.length > 1 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Remove line ${n}`}
                      onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  {item && item.sizes.length > 0 && (
                    <Select
                      label={`Size ${n}`}
                      required
                      data={item.sizes}
                      value={line.size}
                      onChange={(size) => change(line.key, { size })}
                      comboboxProps={{ withinPortal: true }}
                    />
                  )}
                  <NumberInput
                    label={`Quantity ${n}`}
                    min={1}
                    max={99}
                    allowDecimal={false}
                    value={line.quantity}
                    onChange={(quantity) => change(line.key, { quantity })}
                  />
                  {item && (item.personalisation === "name" || item.personalisation === "both") && (
                    <TextInput
                      label={`Name to print ${n}`}
                      value={line.name}
                      onChange={(e) => change(line.key, { name: e.currentTarget.value.toUpperCase() })}
                    />
                  )}
                  {item && (item.personalisation === "number" || item.personalisation === "both") && (
                    <TextInput
                      label={`Number ${n}`}
                      value={line.number}
                      onChange={(e) => change(line.key, { number: e.currentTarget.value })}
                    />
                  )}
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setLines([...lines, blankLine()])}
          style={{ alignSelf: "flex-start" }}
        >
          Add a line
        </Button>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={late.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={late.isPending}>
            Add late order
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
