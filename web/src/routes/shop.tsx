import { Card, Container, SimpleGrid, Skeleton, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ProductCard } from "../features/shop/ProductCard";
import { trpc } from "../lib/trpc";

const shopSearch = z.object({ category: z.string().optional().catch(undefined) });

export const Route = createFileRoute("/shop")({
  validateSearch: shopSearch,
  component: Shop,
});

function Shop() {
  const products = useQuery(trpc.products.list.queryOptions());

  return (
    <Container size="xl" py="lg">
      <Title order={1} mb="md">
        Shop All Products
      </Title>
      {products.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Card key={i} withBorder>
              <Skeleton h={200} />
              <Skeleton h={16} mt="md" w="70%" />
              <Skeleton h={12} mt="sm" />
            </Card>
          ))}
        </SimpleGrid>
      ) : products.isError ? (
        <Text c="red">We could not load the products. Please refresh the page.</Text>
      ) : (
        <>
          <Text c="dimmed" mb="md">
            Showing {products.data.length} products
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {products.data.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Container>
  );
}
