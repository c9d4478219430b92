import { SimpleGrid, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { ProductCard } from "../shop/ProductCard";
import classes from "./ProductPage.module.css";

/**
 * "You may also like": a few products of the same category, as the server picks them (the loader
 * asked, so the server draws them too). Nothing at all when there are none or the call failed.
 */
export function RelatedProducts({ productId }: { productId: string }) {
  const related = useQuery({ ...trpc.products.related.queryOptions({ id: productId }), retry: false });
  const products = related.data ?? [];
  if (products.length === 0) return null;
  return (
    <section className={classes.related} aria-labelledby="related-heading">
      <Title order={2} id="related-heading" fz={{ base: 22, sm: 26 }} mb="md">
        You may also like
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "lg" }} verticalSpacing="sm">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </SimpleGrid>
    </section>
  );
}
