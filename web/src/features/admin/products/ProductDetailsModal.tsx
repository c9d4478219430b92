import { Badge, Image, SimpleGrid, Stack } from "@mantine/core";
import { DetailsModal } from "../list/DetailsModal";
import { DetailField } from "../shared/DetailField";
import { formatDateTime, formatMoney } from "../shared/format";
import { LastChange } from "../shared/LastChange";
import type { Product } from "./ProductsList";
import { categoryLabel, isInStock } from "./product-labels";

/** "Adult XXL (+$2.00)", "Adult S (sold out)", "Adult M (12 in stock)", or the size alone. */
function sizeSummary(option: Product["size_options"][number]): string {
  const notes = [
    option.upcharge > 0 ? `+${formatMoney(option.upcharge)}` : null,
    option.stock === null ? null : option.stock === 0 ? "sold out" : `${option.stock} in stock`,
  ].filter(Boolean);
  return notes.length > 0 ? `${option.size} (${notes.join(", ")})` : option.size;
}

/** Spec §2 details: image, Name, Price, Category, Created date, Description. */
export function ProductDetailsModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  return (
    <DetailsModal row={product} onClose={onClose} title="Product Details">
      {(product) => (
        <Stack gap="md">
          {product.image_url && (
            <Image src={product.image_url} alt={product.name} radius="md" mah={260} fit="contain" />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DetailField label="Name">{product.name}</DetailField>
            <DetailField label="Price">{formatMoney(product.price)}</DetailField>
            <DetailField label="Category">{categoryLabel(product.category)}</DetailField>
            <DetailField label="Created">{formatDateTime(product.created_at)}</DetailField>
            <DetailField label="Status">
              <Badge color={isInStock(product) ? "green" : "red"} variant="dot">
                {isInStock(product) ? "In Stock" : "Out of Stock"}
              </Badge>
            </DetailField>
          </SimpleGrid>
          <DetailField label="Sizes">
            {product.size_options.length > 0 ? product.size_options.map(sizeSummary).join(", ") : "One size"}
          </DetailField>
          <DetailField label="Description">{product.description || "No description"}</DetailField>
          <LastChange entity="product" entityId={product.id} />
        </Stack>
      )}
    </DetailsModal>
  );
}
