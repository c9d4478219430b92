import { Badge, Card, Group, Image, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api";
import { formatPrice } from "./format";

export type Product = RouterOutputs["products"]["list"][number];

const PLACEHOLDER =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#d3def0"/></svg>',
  );

export function ProductCard({ product }: { product: Product }) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={product.name}>
      <Card.Section>
        <Image src={product.image_url} fallbackSrc={PLACEHOLDER} alt={product.name} h={200} fit="cover" />
      </Card.Section>
      <Group justify="space-between" mt="md" wrap="nowrap" align="flex-start">
        <Text fw={600} lineClamp={2}>
          {product.name}
        </Text>
        <Badge variant="light" tt="capitalize" style={{ flexShrink: 0 }}>
          {product.category}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mt="xs" lineClamp={3}>
        {product.description}
      </Text>
      <Text fw={700} size="lg" mt="sm">
        {formatPrice(product.price)}
      </Text>
    </Card>
  );
}
