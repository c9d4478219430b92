import { Button, Group, Paper, Select, Text, VisuallyHidden } from "@mantine/core";
import { modals } from "@mantine/modals";
import {
  batchPrintableUrl,
  INVOICES_PATH,
  ORDERS_EXPORT_PATH,
  PACKING_SLIPS_PATH,
} from "@store/api/contracts";
import type { OrderFulfilment } from "@store/db/catalogue";
import { IconFileInvoice, IconFileSpreadsheet, IconPrinter, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { statusOptionsFor, statusWordsFor } from "./order-labels";
import type { OrderStatus } from "./orders-data";
import { useBulkStatus } from "./use-bulk-status";

interface Picked {
  id: string;
  number: number;
  fulfilment: OrderFulfilment;
}

const ordersWord = (n: number) => (n === 1 ? "1 order" : `${n} orders`);

/**
 * What to do with the picked orders: one status for all (after one confirmation), their packing
 * slips or invoices as one PDF, their CSV. The count is announced to screen readers as it changes.
 */
export function BulkActions({ picked, onClear }: { picked: Picked[]; onClear: () => void }) {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  // The words of the picked orders' fulfilments: "Ready for pickup / Out for delivery" for a mix.
  const fulfilments = picked.map((o) => o.fulfilment);
  const words = (value: OrderStatus) => statusWordsFor(value, fulfilments);
  const bulk = useBulkStatus(() => {
    setStatus(null);
    onClear();
  }, words);
  const ids = picked.map((o) => o.id);
  const count = ordersWord(picked.length);
  const announce = picked.length === 0 ? "No orders selected" : `${count} selected`;

  const confirm = () => {
    if (!status) return;
    const numbers = [...picked].sort((a, b) => a.number - b.number).map((o) => `#${o.number}`);
    const label = words(status);
    modals.openConfirmModal({
      title: `Change the status of ${count}?`,
      children: (
        <Text size="sm">
          {numbers.length > 12
            ? `${numbers.slice(0, 12).join(", ")} and ${numbers.length - 12} more`
            : numbers.join(", ")}{" "}
          will be set to {label}. Each customer whose order changes gets the usual status e-mail.
        </Text>
      ),
      labels: { confirm: `Set ${count} to ${label}`, cancel: "Cancel" },
      onConfirm: () => bulk.mutate({ ids, status }),
    });
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announce}
      </VisuallyHidden>
      {picked.length > 0 && (
        <Paper withBorder radius="md" p="xs" mb="sm" aria-label="Selected orders" component="section">
          <Group gap="sm" justify="space-between">
            <Text fw={700} size="sm">
              {count} selected
            </Text>
            <Group gap="xs">
              <Select
                aria-label="New status for the selected orders"
                placeholder="New status"
                data={statusOptionsFor(fulfilments)}
                value={status}
                onChange={(value) => setStatus(value as OrderStatus | null)}
                size="xs"
                w={fulfilments.some((f) => f !== fulfilments[0]) ? 250 : 150}
                comboboxProps={{ withinPortal: true }}
              />
              <Button size="xs" onClick={confirm} disabled={!status} loading={bulk.isPending}>
                Change status
              </Button>
              {[
                {
                  label: "Packing slips",
                  href: batchPrintableUrl(PACKING_SLIPS_PATH, ids),
                  icon: IconPrinter,
                },
                { label: "Invoices", href: batchPrintableUrl(INVOICES_PATH, ids), icon: IconFileInvoice },
                {
                  label: "Export selection",
                  href: `${ORDERS_EXPORT_PATH}?ids=${ids.join(",")}`,
                  icon: IconFileSpreadsheet,
                },
              ].map(({ label, href, icon: FileIcon }) => (
                <Button
                  key={label}
                  size="xs"
                  variant="default"
                  component="a"
                  href={href}
                  download
                  leftSection={<FileIcon size={16} aria-hidden="true" />}
                >
                  {label}
                </Button>
              ))}
              <Button
                size="xs"
                variant="subtle"
                onClick={onClear}
                leftSection={<IconX size={16} aria-hidden="true" />}
              >
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
    </>
  );
}
