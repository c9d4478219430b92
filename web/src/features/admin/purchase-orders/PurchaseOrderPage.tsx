import {
  Alert,
  Button,
  Card,
  Group,
  List,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import type { PurchaseOrderDetail } from "@store/api/contracts";
import { IconDownload, IconFileTypePdf, IconPackageImport, IconSend, IconX } from "@tabler/icons-react";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { serverMessage } from "../../../lib/api-errors";
import { ButtonLink } from "../../../ui/links/ButtonLink";
import { AnchorLink } from "../../product/AnchorLink";
import { notifyFailure } from "../shared/feedback";
import { formatDateTime, formatMoney } from "../shared/format";
import { RecordPending } from "../shared/RecordPending";
import { PoStatusBadge } from "./PoStatusBadge";
import { poDownloads, usePurchaseOrder, usePurchaseOrderChanges } from "./purchase-order-data";

const fileWords: Record<PurchaseOrderDetail["supplier"]["file_format"], string> = {
  csv: "Supplier file (CSV)",
  ss_json: "S&S order file (JSON)",
  sanmar_txt: "SanMar order files (zip)",
};

/** A purchase order's page (/admin/purchase-orders/$id): lines, totals, who it serves, its counts. */
export function PurchaseOrderPageScreen() {
  const { id } = useParams({ from: "/admin/_portal/purchase-orders/$id" });
  const po = usePurchaseOrder(id);
  if (po.data) return <PurchaseOrderView po={po.data} />;
  return (
    <RecordPending
      query={po}
      what="the purchase order"
      notFound="No such purchase order: it may have been deleted."
    />
  );
}

function PurchaseOrderView({ po }: { po: PurchaseOrderDetail }) {
  const changes = usePurchaseOrderChanges(po.id);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [note, setNote] = useState(po.note ?? "");
  const downloads = poDownloads(po.id);
  const edited = Object.keys(quantities).length > 0 || note !== (po.note ?? "");
  const failed = (title: string) => (error: unknown) =>
    notifyFailure(serverMessage(error) ?? "Something went wrong. Try again.", title);

  const confirmSend = () =>
    modals.openConfirmModal({
      title: `Send ${po.po_number} to ${po.supplier.name}?`,
      children: (
        <Text size="sm">
          {po.supplier.rep_email
            ? `One e-mail with the whole order goes to ${po.supplier.rep_email}. The order can no longer be edited.`
            : `${po.supplier.name} has no rep e-mail yet: add it in Suppliers first.`}
        </Text>
      ),
      labels: { confirm: "Send", cancel: "Keep as draft" },
      onConfirm: () => changes.send.mutate({ id: po.id }, { onError: failed("Not sent") }),
    });
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: `Cancel ${po.po_number}?`,
      children: (
        <Text size="sm">
          {po.status === "sent"
            ? "Tell the rep too: cancelling here does not reach the supplier."
            : "The draft stays in the list as cancelled."}
        </Text>
      ),
      labels: { confirm: "Cancel purchase order", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => changes.cancel.mutate({ id: po.id }, { onError: failed("Not cancelled") }),
    });
  const save = () =>
    changes.edit.mutate(
      {
        id: po.id,
        note: note || null,
        lines: Object.entries(quantities).map(([lineId, quantity]) => ({ id: lineId, quantity })),
      },
      { onSuccess: () => setQuantities({}), onError: failed("Not saved") },
    );

  return (
    <Stack gap="lg">
      <AnchorLink to="/admin/purchase-orders" size="sm">
        ← All purchase orders
      </AnchorLink>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="sm">
            <Title order={1} fz={{ base: 26, md: 32 }}>
              {po.po_number}
            </Title>
            <PoStatusBadge status={po.status} size="lg" />
          </Group>
          <Text c="dimmed">
            {po.supplier.name} · made {formatDateTime(po.created_at)}
            {po.sent_at ? ` · sent ${formatDateTime(po.sent_at)}` : ""}
          </Text>
        </div>
        <Group gap="sm">
          {po.can.send && (
            <Button
              leftSection={<IconSend size={16} aria-hidden="true" />}
              onClick={confirmSend}
              loading={changes.send.isPending}
            >
              Send to rep
            </Button>
          )}
          {po.can.receive && (
            <ButtonLink
              to="/admin/purchase-orders/$id/receive"
              params={{ id: po.id }}
              variant="light"
              leftSection={<IconPackageImport size={16} aria-hidden="true" />}
            >
              Receive
            </ButtonLink>
          )}
          <Button
            component="a"
            href={downloads.pdf}
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
          >
            Download PDF
          </Button>
          <Button
            component="a"
            href={downloads.file}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {fileWords[po.supplier.file_format]}
          </Button>
          {po.can.cancel && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconX size={16} aria-hidden="true" />}
              onClick={confirmCancel}
              loading={changes.cancel.isPending}
            >
              Cancel
            </Button>
          )}
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Supplier
          </Text>
          <Text fw={600}>{po.supplier.name}</Text>
          <Text size="sm">Account {po.supplier.account_number ?? "not on file"}</Text>
          <Text size="sm">{po.supplier.rep_email ?? "No rep e-mail yet"}</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Pieces
          </Text>
          <Text fw={600} fz="xl">
            {po.received} of {po.pieces} received
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Total
          </Text>
          <Text fw={600} fz="xl">
            {formatMoney(po.total)}
          </Text>
        </Card>
      </SimpleGrid>

      <section aria-labelledby="po-lines">
        <Title order={2} fz="lg" id="po-lines" mb="xs">
          Lines
        </Title>
        <Table.ScrollContainer minWidth={820}>
          <Table striped verticalSpacing="xs" aria-labelledby="po-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Style</Table.Th>
                <Table.Th>Colour</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Ordered</Table.Th>
                <Table.Th ta="right">Received</Table.Th>
                <Table.Th ta="right">Unit cost</Table.Th>
                <Table.Th ta="right">Line total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {po.order_lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td fw={600}>{line.style_number}</Table.Td>
                  <Table.Td>{line.color_name}</Table.Td>
                  <Table.Td>{line.size || "One size"}</Table.Td>
                  <Table.Td>{line.sku}</Table.Td>
                  <Table.Td>
                    {line.product_name}
                    {(line.shortage_reason || line.substitute) && (
                      <Text size="xs" c="dimmed">
                        {[line.shortage_reason, line.substitute && `Substitute: ${line.substitute}`]
                          .filter(Boolean)
                          .join(" · ")}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {po.can.edit ? (
                      <NumberInput
                        aria-label={`Quantity of ${line.style_number} ${line.color_name} ${line.size || "one size"}`}
                        min={0}
                        max={100000}
                        allowDecimal={false}
                        allowNegative={false}
                        w={100}
                        ml="auto"
                        value={quantities[line.id] ?? line.quantity_ordered}
                        onChange={(v) =>
                          setQuantities((q) => ({
                            ...q,
                            [line.id]: typeof v === "number" ? v : Number(v) || 0,
                          }))
                        }
                      />
                    ) : (
                      line.quantity_ordered
                    )}
                  </Table.Td>
                  <Table.Td
                    ta="right"
                    c={
                      line.quantity_received < line.quantity_ordered && po.status !== "draft"
                        ? "orange"
                        : undefined
                    }
                  >
                    {line.quantity_received}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unit_cost)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.line_total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {po.can.edit ? (
          <Stack gap="sm" mt="md" maw={560}>
            <Textarea
              label="Note on the purchase order"
              description="Printed on the e-mail to the rep."
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <Group>
              <Button onClick={save} disabled={!edited} loading={changes.edit.isPending}>
                Save changes
              </Button>
              <Text size="xs" c="dimmed">
                A quantity of 0 takes the line off.
              </Text>
            </Group>
          </Stack>
        ) : (
          po.note && (
            <Text mt="sm" size="sm">
              Note: {po.note}
            </Text>
          )
        )}
      </section>

      <section aria-labelledby="po-sources">
        <Title order={2} fz="lg" id="po-sources" mb="xs">
          What it is for
        </Title>
        {po.sources.length === 0 ? (
          <Text size="sm">Stock for the shelf: no batch or order waits for these pieces.</Text>
        ) : (
          <List spacing={4}>
            {po.sources.map((s) => (
              <List.Item key={s.batch_id ?? s.order_id}>
                {s.kind === "batch" && s.store_id ? (
                  <AnchorLink to="/admin/team-stores/$id" params={{ id: s.store_id }}>
                    {s.label}
                  </AnchorLink>
                ) : s.order_number ? (
                  <AnchorLink to="/admin/orders/$number" params={{ number: String(s.order_number) }}>
                    {s.label}
                  </AnchorLink>
                ) : (
                  s.label
                )}{" "}
                · {s.pieces} pieces
              </List.Item>
            ))}
          </List>
        )}
      </section>

      <section aria-labelledby="po-receipts">
        <Title order={2} fz="lg" id="po-receipts" mb="xs">
          Counted in
        </Title>
        {po.receipts.length === 0 ? (
          <Text size="sm">Nothing has been counted in yet.</Text>
        ) : (
          <Stack gap="sm">
            {po.receipts.map((r) => (
              <Card withBorder key={r.id} padding="sm">
                <Text size="sm" fw={600}>
                  {formatDateTime(r.received_at)}
                  {r.received_by ? ` · ${r.received_by}` : ""}
                </Text>
                {r.note && <Text size="sm">{r.note}</Text>}
                <Text size="sm" c="dimmed">
                  {r.lines
                    .map(
                      (l) =>
                        `${l.sku} (${l.size || "one size"}): ${l.quantity}${l.reason ? ` · ${l.reason}` : ""}${l.substitute ? ` · substitute ${l.substitute}` : ""}`,
                    )
                    .join("; ")}
                </Text>
              </Card>
            ))}
          </Stack>
        )}
      </section>
      {po.status === "cancelled" && (
        <Alert color="red" variant="light" title="Cancelled">
          This purchase order was cancelled {po.cancelled_at ? formatDateTime(po.cancelled_at) : ""}.
        </Alert>
      )}
    </Stack>
  );
}
