import { Badge, Image, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDateTime, formatMoney } from "../shared/format";
import { LastChange } from "../shared/LastChange";
import type { Product } from "./ProductsTable";
import { categoryLabel, isInStock } from "./product-labels";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: "0.05em" }}>
        {label}
      </Text>
      <Text component="div" size="sm" mt={2} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** Spec §2 details: image, Name, Price, Category, Created date, Description. */
export function ProductDetailsModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title="Product Details"
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {product && (
        <Stack gap="md">
          {product.image_url && (
            <Image src={product.image_url} alt={product.name} radius="md" mah={260} fit="contain" />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field label="Name">{product.name}</Field>
            <Field label="Price">{formatMoney(product.price)}</Field>
            <Field label="Category">{categoryLabel(product.category)}</Field>
            <Field label="Created">{formatDateTime(product.created_at)}</Field>
            <Field label="Status">
              <Badge color={isInStock(product) ? "green" : "red"} variant="dot">
                {isInStock(product) ? "In Stock" : "Out of Stock"}
              </Badge>
            </Field>
          </SimpleGrid>
          <Field label="Description">{product.description || "No description"}</Field>
          <LastChange entity="product" entityId={product.id} />
        </Stack>
      )}
    </Modal>
  );
}
