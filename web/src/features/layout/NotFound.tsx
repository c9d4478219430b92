import { Button, Container, Group, Text, Title } from "@mantine/core";
import { IconHome, IconSearch, IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { openQuickSearch } from "../search/quick-search-store";

/** Shown for any address the store does not have, with ways back to something useful. */
export function NotFound() {
  return (
    <Container size="sm" py={64} ta="center">
      <Text fw={900} fz={72} lh={1} c="gold.9" aria-hidden="true" ff="heading">
        404
      </Text>
      <Title order={1} mt="md">
        Page not found
      </Title>
      <Text size="lg" c="dimmed" mt="sm">
        We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.
      </Text>
      <Group justify="center" mt="xl" gap="sm">
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
          Back to Home
        </Button>
        <Button
          component={Link}
          to="/shop"
          variant="light"
          leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
        >
          Shop All Products
        </Button>
        <Button
          variant="subtle"
          onClick={openQuickSearch}
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          Search the store
        </Button>
      </Group>
    </Container>
  );
}
