import { Alert, Divider, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { fieldErrorsOf, serverMessage } from "../../../../lib/api-errors";
import { trpc } from "../../../../lib/trpc";
import { EditFormModal } from "../../shared/EditFormModal";
import { FormFailure } from "../../shared/FormParts";
import { formatMoney } from "../../shared/format";
import type { Order } from "../OrdersList";
import { EditContact, EditFulfilment } from "./EditContact";
import { AddedLines, type CatalogueProduct, ExistingLines } from "./EditLines";
import {
  checkRequest,
  formErrorsOf,
  type OrderEditValues,
  previewTotal,
  requestOf,
  valuesOf,
} from "./edit-form";
import { useOrderEdit } from "./use-order-edit";

type OrderDto = Order;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * "Edit Order #1004": each line's size and quantity, lines removed and added, the contact and the
 * fulfilment, saved in one go. The total shown is a hint; the server prices the order and its
 * answer replaces the row. A refusal is shown above the buttons and focused, and nothing typed is
 * lost: closing with changes asks first.
 */
export function OrderEditModal({
  order,
  opened,
  onClose,
}: {
  order: OrderDto;
  opened: boolean;
  onClose(): void;
}) {
  const form = useForm<OrderEditValues>({ mode: "controlled", initialValues: valuesOf(order) });
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const save = useOrderEdit();
  const catalogue = useQuery({ ...trpc.products.list.queryOptions(), enabled: opened });
  const products = useMemo(
    () => new Map<string, CatalogueProduct>((catalogue.data ?? []).map((p) => [p.id, p])),
    [catalogue.data],
  );

  // Each opening starts from the order as it is now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the form
  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(order));
    form.resetDirty(valuesOf(order));
    form.clearErrors();
    setFailure(null);
  }, [opened, order.id]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const refuse = (message: string) => {
    // A second refusal with the same words still moves the focus to it.
    setFailure(null);
    queueMicrotask(() => setFailure(message));
  };

  const submit = async (values: OrderEditValues) => {
    const request = requestOf(order, values);
    const checked = checkRequest(request, values);
    form.setErrors(checked.fields);
    if (Object.keys(checked.fields).length > 0 || checked.general.length > 0) {
      refuse(["Some changes need a look before saving.", ...checked.general].join(" "));
      return;
    }
    try {
      await save.mutateAsync(request);
      onClose();
    } catch (error) {
      form.setErrors(formErrorsOf(fieldErrorsOf(error)));
      refuse(serverMessage(error) ?? "The order could not be saved: the store did not answer. Try again.");
    }
  };

  // Today's price of the size picked (the product's price plus the size's upcharge).
  const preview = previewTotal(form.values, (id, size) => {
    const product = products.get(id);
    return product?.size_options.find((option) => option.size === size)?.price ?? product?.price;
  });
  return (
    <EditFormModal
      noun={`Order #${order.number}`}
      opened={opened}
      editing
      busy={save.isPending}
      dirty={form.isDirty()}
      onClose={onClose}
      onSubmit={form.onSubmit((values) => void submit(values))}
      gap="lg"
      footer={{ gap: "sm" }}
    >
      <Section title="Items">
        <Text size="sm" c="dimmed">
          Lines keep the price they were ordered at, also in another size. Added products cost today's price
          (plus the size's upcharge).
        </Text>
        {catalogue.isError && (
          <Alert
            color="orange"
            title="The catalogue did not load"
            // The tint's own title colour reads 2.7:1 on it (axe); the words carry the warning.
            styles={{ title: { color: "var(--mantine-color-text)" } }}
          >
            Sizes and new products cannot be chosen right now; quantities, contact and fulfilment can still be
            changed.
          </Alert>
        )}
        <ExistingLines form={form} products={products} />
        <AddedLines form={form} products={products} />
      </Section>
      <Divider />
      <Section title="Customer">
        <EditContact form={form} />
      </Section>
      <Divider />
      <Section title="Fulfilment">
        <EditFulfilment form={form} keptPlace={order.fulfilment === "delivery" ? order.tax_place : null} />
      </Section>
      <Divider />
      <Stack gap={2} align="flex-end" aria-live="polite">
        <Text size="sm">Subtotal about {formatMoney(preview.subtotal)}</Text>
        {form.values.method === "delivery" && (
          <Text size="sm">
            Delivery {preview.deliveryFee === 0 ? "free" : formatMoney(preview.deliveryFee)}
          </Text>
        )}
        <Text fw={700}>Estimated total {formatMoney(preview.total)}</Text>
        <Text size="xs" c="dimmed" ta="right">
          The store works out the final total when you save.
        </Text>
      </Stack>
      {failure && (
        <div ref={failureRef} tabIndex={-1}>
          <FormFailure message={failure} />
        </div>
      )}
    </EditFormModal>
  );
}
