import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fieldErrorsOf, serverMessage } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { FailureAlert } from "../layout/FailureAlert";
import { formatPrice } from "../shop/format";
import { SizeField } from "./ItemCard";
import { PrintFields, printedWords } from "./PrintFields";
import type { TeamOrderLine, TeamOrderView } from "./team-store-types";

type Draft = { size: string; name: string; number: string };
const draftOf = (line: TeamOrderLine): Draft => ({
  size: line.size ?? "",
  name: line.print_name ?? "",
  number: line.print_number ?? "",
});

/** The order's lines; while the store is open, each one's size, name and number can change. */
export function OrderLinesEditor({ token, view }: { token: string; view: TeamOrderView }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(view.order.items.map((line) => [line.id, draftOf(line)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const change = useMutation(trpc.teamStores.changeTeamOrder.mutationOptions());
  const changed = view.order.items.filter((line) => {
    const draft = drafts[line.id];
    return draft && JSON.stringify(draft) !== JSON.stringify(draftOf(line));
  });

  const save = () => {
    setSaved(false);
    const lines = changed.map((line) => {
      const draft = drafts[line.id] ?? draftOf(line);
      return {
        id: line.id,
        size: draft.size || null,
        name: draft.name.trim() || null,
        number: draft.number.trim() || null,
      };
    });
    change.mutate(
      { token, lines },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(trpc.teamStores.teamOrder.queryKey({ token }), next);
          setDrafts(Object.fromEntries(next.order.items.map((line) => [line.id, draftOf(line)])));
          setErrors({});
          setSaved(true);
        },
        // The server names "lines.0.name" among the lines sent: put it beside that line's box.
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(
            Object.fromEntries(
              Object.entries(fields).flatMap(([key, message]) => {
                const [, index, field] = key.split(".");
                const line = lines[Number(index)];
                return line && field ? [[`${line.id}.${field}`, message]] : [];
              }),
            ),
          );
        },
      },
    );
  };

  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="order-lines-heading">
      <Title order={2} size="h3" id="order-lines-heading" mb="sm">
        Items
      </Title>
      <Stack gap="md">
        {view.order.items.map((line) => {
          const item = view.store.items.find((i) => i.id === line.team_store_item_id);
          const draft = drafts[line.id] ?? draftOf(line);
          const set = (patch: Partial<Draft>) =>
            setDrafts((now) => ({ ...now, [line.id]: { ...draft, ...patch } }));
          return (
            <Stack key={line.id} gap="xs" data-testid="team-order-line">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{line.product_name}</Text>
                  <Text size="sm">
                    {[line.size, printedWords(line.print_name, line.print_number)]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                </div>
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {line.quantity} × {formatPrice(line.unit_price)}
                </Text>
              </Group>
              {view.can_change && item && (
                <>
                  <SizeField
                    item={item}
                    value={draft.size}
                    onChange={(size) => set({ size })}
                    error={errors[`${line.id}.size`]}
                  />
                  <PrintFields
                    rules={item}
                    numbers={view.store.number_rules}
                    name={draft.name}
                    number={draft.number}
                    onName={(name) => set({ name })}
                    onNumber={(number) => set({ number })}
                    errors={{ name: errors[`${line.id}.name`], number: errors[`${line.id}.number`] }}
                  />
                </>
              )}
            </Stack>
          );
        })}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700}>{formatPrice(view.order.total)}</Text>
        </Group>
        {change.isError && (
          <FailureAlert title="Not saved">
            {serverMessage(change.error) ?? "Check your connection and try again."}
          </FailureAlert>
        )}
        {saved && (
          <Text c="green.8" fw={600} role="status">
            Saved. We e-mailed you the updated order.
          </Text>
        )}
        {view.can_change && (
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            onClick={save}
            disabled={changed.length === 0 || change.isPending}
          >
            {change.isPending ? "Saving..." : "Save Changes"}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
