import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import type { Receiving } from "@store/api/contracts";
import { IconCheck, IconMinus, IconPlus } from "@tabler/icons-react";
import { useParams } from "@tanstack/react-router";
import { useState } from "react";
import { serverMessage } from "../../../lib/api-errors";
import { AnchorLink } from "../../product/AnchorLink";
import { notifyFailure } from "../shared/feedback";
import { RecordPending } from "../shared/RecordPending";
import { PoStatusBadge } from "./PoStatusBadge";
import { useReceive, useReceiving } from "./purchase-order-data";

type Line = Receiving["lines"][number];
interface Count {
  quantity: number;
  reason: string;
  substitute: string;
}
const blank: Count = { quantity: 0, reason: "", substitute: "" };
// 48 px: over the 44 px touch target a gloved thumb needs at the loading door.
const STEP = 48;

/**
 * Counting goods in (/admin/purchase-orders/$id/receive), phone-first: one card per line with big
 * − and + (the number can be typed too), "All arrived", a reason when short or over, a substitute,
 * and Save. No costs: the shop floor counts pieces.
 */
export function ReceiveScreen() {
  const { id } = useParams({ from: "/admin/_portal/purchase-orders/$id_/receive" });
  const sheet = useReceiving(id);
  if (sheet.data) return <CountSheet key={sheet.dataUpdatedAt} sheet={sheet.data} />;
  return (
    <RecordPending
      query={sheet}
      what="the count sheet"
      notFound="No such purchase order: it may have been deleted."
    />
  );
}

function CountSheet({ sheet }: { sheet: Receiving }) {
  const receive = useReceive(sheet.id);
  const [counts, setCounts] = useState<Record<string, Count>>({});
  const [note, setNote] = useState("");
  const countOf = (line: Line) => counts[line.id] ?? blank;
  const set = (line: Line, change: Partial<Count>) =>
    setCounts((c) => ({ ...c, [line.id]: { ...(c[line.id] ?? blank), ...change } }));
  const touched = Object.values(counts).some((c) => c.quantity > 0 || c.reason || c.substitute);
  const overWithoutReason = sheet.lines.some(
    (l) => countOf(l).quantity > l.outstanding && !countOf(l).reason.trim(),
  );

  const save = () =>
    receive.mutate(
      {
        id: sheet.id,
        note: note || null,
        lines: sheet.lines
          .filter((l) => counts[l.id])
          .map((l) => {
            const c = countOf(l);
            return {
              line_id: l.id,
              quantity: c.quantity,
              reason: c.reason.trim() || null,
              substitute: c.substitute.trim() || null,
            };
          }),
      },
      {
        onSuccess: () => {
          setCounts({});
          setNote("");
        },
        onError: (error) =>
          notifyFailure(serverMessage(error) ?? "Something went wrong. Try again.", "Not saved"),
      },
    );

  return (
    <Stack gap="md" maw={560} mx="auto" pb={96}>
      <AnchorLink to="/admin/receiving" size="sm">
        ← Goods to receive
      </AnchorLink>
      <div>
        <Group gap="sm">
          <Title order={1} fz={26}>
            Receive {sheet.po_number}
          </Title>
          <PoStatusBadge status={sheet.status} />
        </Group>
        <Text c="dimmed">{sheet.supplier_name} · count each size as you unpack it</Text>
      </div>
      {!sheet.can_receive && (
        <Alert color="yellow" variant="light">
          {sheet.status === "draft"
            ? "This purchase order has not been sent yet: nothing to count."
            : "Nothing is left to receive on this purchase order."}
        </Alert>
      )}
      {sheet.lines.map((line) => {
        const c = countOf(line);
        const after = line.received + c.quantity;
        const off = counts[line.id] !== undefined && after !== line.ordered;
        const label = `${line.style_number} ${line.color_name} ${line.size || "one size"}`;
        return (
          <Card key={line.id} withBorder radius="md" padding="md" component="section" aria-label={label}>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Text fw={700} fz="lg">
                    {line.size || "One size"}
                  </Text>
                  <Text size="sm">
                    {line.style_number} · {line.color_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    SKU {line.sku} · {line.product_name}
                  </Text>
                </div>
                <Text size="sm" ta="right" style={{ whiteSpace: "nowrap" }}>
                  Ordered {line.ordered}
                  <br />
                  Received {line.received}
                </Text>
              </Group>
              {sheet.can_receive && (
                <>
                  <Group gap="xs" wrap="nowrap">
                    <ActionIcon
                      size={STEP}
                      variant="default"
                      aria-label={`One fewer, ${label}`}
                      onClick={() => set(line, { quantity: Math.max(0, c.quantity - 1) })}
                      disabled={c.quantity === 0}
                    >
                      <IconMinus size={24} aria-hidden="true" />
                    </ActionIcon>
                    <NumberInput
                      aria-label={`Arrived now, ${label}`}
                      size="lg"
                      w={110}
                      hideControls
                      min={0}
                      max={100000}
                      allowDecimal={false}
                      allowNegative={false}
                      inputMode="numeric"
                      value={c.quantity}
                      onChange={(v) => set(line, { quantity: typeof v === "number" ? v : Number(v) || 0 })}
                      styles={{ input: { textAlign: "center", height: STEP } }}
                    />
                    <ActionIcon
                      size={STEP}
                      variant="default"
                      aria-label={`One more, ${label}`}
                      onClick={() => set(line, { quantity: c.quantity + 1 })}
                    >
                      <IconPlus size={24} aria-hidden="true" />
                    </ActionIcon>
                  </Group>
                  <Button
                    h={STEP}
                    fullWidth
                    variant="light"
                    leftSection={<IconCheck size={18} aria-hidden="true" />}
                    onClick={() => set(line, { quantity: line.outstanding })}
                    disabled={line.outstanding === 0}
                    aria-label={`All arrived, ${label}`}
                  >
                    All arrived
                  </Button>
                  {off && (
                    <TextInput
                      size="md"
                      label={
                        after > line.ordered
                          ? `Why ${after - line.ordered} more than ordered?`
                          : `Short ${line.ordered - after}: why? (optional)`
                      }
                      required={after > line.ordered}
                      placeholder={after > line.ordered ? "Supplier sent a full case" : "Backordered"}
                      value={c.reason}
                      maxLength={500}
                      onChange={(e) => set(line, { reason: e.currentTarget.value })}
                      error={
                        after > line.ordered && !c.reason.trim()
                          ? "Say why more arrived than ordered."
                          : undefined
                      }
                    />
                  )}
                  <TextInput
                    size="md"
                    label="Substitute sent (if any)"
                    placeholder="G500 Navy for 5000 Navy"
                    value={c.substitute}
                    maxLength={500}
                    onChange={(e) => set(line, { substitute: e.currentTarget.value })}
                  />
                </>
              )}
              {(line.shortage_reason || line.substitute) && (
                <Text size="xs" c="dimmed">
                  {[line.shortage_reason, line.substitute && `Substitute: ${line.substitute}`]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
      {sheet.can_receive && (
        <>
          <TextInput
            size="md"
            label="Note on this delivery (optional)"
            placeholder="Box 1 of 2"
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Button
            size="lg"
            h={56}
            fullWidth
            onClick={save}
            disabled={!touched || overWithoutReason}
            loading={receive.isPending}
            style={{ position: "sticky", bottom: 12 }}
          >
            Save count
          </Button>
        </>
      )}
    </Stack>
  );
}
