import { Button, Group } from "@mantine/core";
import { IconHome, IconSearch, IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { openQuickSearch } from "../search/quick-search-store";
import { NotFoundMessage } from "./NotFoundMessage";

/** Shown for any address the store does not have, with ways back to something useful. */
export function NotFound() {
  return (
    <NotFoundMessage
      title="Page not found"
      text="We couldn't find the page you were looking for. It may have moved, or the address may be mistyped."
    >
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
    </NotFoundMessage>
  );
}
