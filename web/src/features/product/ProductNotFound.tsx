import { Button } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { NotFoundMessage } from "../layout/NotFoundMessage";

/** An unknown product id: the shop is the way back. */
export function ProductNotFound() {
  return (
    <NotFoundMessage
      title="Product not found"
      text="This product may have been removed from the shop, or the address may be mistyped."
    >
      <Button
        component={Link}
        to="/shop"
        mt="xl"
        leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
      >
        Back to the Shop
      </Button>
    </NotFoundMessage>
  );
}
