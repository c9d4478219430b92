import { ActionIcon } from "@mantine/core";
import { IconUserCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/**
 * The header's way to the customer's account. Always the same link, whoever is signed in, so the
 * server's markup and the browser's first render agree: /account sends a visitor who is not signed
 * in to the sign-in page.
 */
export function AccountLink() {
  return (
    <ActionIcon
      component={Link}
      to="/account"
      title="Your Account"
      aria-label="Your Account"
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
    >
      <IconUserCircle size={22} aria-hidden="true" />
    </ActionIcon>
  );
}
