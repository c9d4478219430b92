import { Badge, Button, Group, Table, Text } from "@mantine/core";
import type { TeamStoreDto, TeamStoreItemDto, TeamStoreItemFields } from "@store/api/contracts";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../../lib/trpc";
import { TableHead } from "../../../../ui/tables/TableHead";
import { RowActions } from "../../list/RowActions";
import { Section } from "../../proofs/Section";
import { confirmDelete } from "../../shared/feedback";
import { formatMoney } from "../../shared/format";
import { ScrollTable } from "../ScrollTable";
import { personalisationWords } from "../store-labels";
import { ItemFormModal } from "./ItemFormModal";

export interface ItemActions {
  add: (input: TeamStoreItemFields) => Promise<unknown>;
  update: (itemId: string, input: TeamStoreItemFields) => Promise<unknown>;
  remove: (itemId: string) => void;
  /** The store's items may change (its lines are not sold and frozen yet). */
  editable: boolean;
}

const itemRules = (item: TeamStoreItemDto) =>
  [
    item.personalisation !== "none" &&
      `${personalisationWords[item.personalisation]}${item.personalisation_required ? " (required)" : ""}${
        item.personalisation_fee > 0 ? ` +${formatMoney(item.personalisation_fee)}` : ""
      }`,
    item.sizes.length > 0 && item.sizes.join(", "),
  ]
    .filter(Boolean)
    .join(" · ");

/** What the store sells: price, fundraising, sizes and rules, with add, edit and remove. */
export function ItemsSection({ store, actions }: { store: TeamStoreDto; actions: ItemActions }) {
  const [mode, setMode] = useState<null | "add" | TeamStoreItemDto>(null);
  const products = useQuery(trpc.products.list.queryOptions());
  return (
    <Section id="store-items" title={`Items (${store.items.length})`}>
      {store.items.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No items yet. Add the products families may order.
        </Text>
      ) : (
        <ScrollTable label={"Items table"} minWidth={440} mb="sm">
          <Table verticalSpacing="xs" striped>
            <TableHead
              columns={["Item", { label: "Price", ta: "right" }, { label: "Fundraising", ta: "right" }]}
              actions="Actions"
            />
            <Table.Tbody>
              {store.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {item.product_name}
                      </Text>
                      {item.required && (
                        <Badge size="sm" variant="dot" color="red">
                          Required
                        </Badge>
                      )}
                      {item.in_bundle && (
                        <Badge size="sm" variant="dot" color="navy">
                          Player pack
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {itemRules(item) || "One size, no personalisation"}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{formatMoney(item.price)}</Text>
                    <Text size="xs" c="dimmed">
                      Catalogue {formatMoney(item.catalogue_price)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(item.fundraising)}</Table.Td>
                  <Table.Td>
                    {actions.editable && (
                      <RowActions
                        actions={[
                          {
                            label: "Edit item",
                            name: `Edit ${item.product_name}`,
                            icon: IconPencil,
                            onClick: () => setMode(item),
                          },
                          {
                            label: "Remove item",
                            name: `Remove ${item.product_name}`,
                            icon: IconTrash,
                            color: "red",
                            onClick: () =>
                              confirmDelete({
                                title: `Remove ${item.product_name}`,
                                question: "Families will no longer see this item in the store.",
                                onConfirm: () => actions.remove(item.id),
                              }),
                          },
                        ]}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {actions.editable && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setMode("add")}
          loading={products.isPending}
        >
          Add item
        </Button>
      )}
      <ItemFormModal
        mode={mode}
        products={products.data ?? []}
        takenProductIds={store.items.map((i) => i.product_id)}
        onClose={() => setMode(null)}
        onSave={(input) =>
          mode !== null && mode !== "add" ? actions.update(mode.id, input) : actions.add(input)
        }
      />
    </Section>
  );
}
