import { Button, Container, Text, Title } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/** An unknown product id: the shop is the way back. */
export function ProductNotFound() {
  return (
    <Container size="sm" py={64} ta="center">
      <Text fw={900} fz={72} lh={1} c="gold.9" aria-hidden="true" ff="heading">
        404
      </Text>
      <Title order={1} mt="md">
        Product not found
      </Title>
      <Text size="lg" c="dimmed" mt="sm">
        This product may have been removed from the shop, or the address may be mistyped.
      </Text>
      <Button
        component={Link}
        to="/shop"
        mt="xl"
        leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
      >
        Back to the Shop
      </Button>
    </Container>
  );
}
