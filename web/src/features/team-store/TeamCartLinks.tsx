import { Stack, Text } from "@mantine/core";
import { IconShirtSport } from "@tabler/icons-react";
import { AnchorLink } from "../product/AnchorLink";
import { TEAM_CART_ID } from "./go-to-team-cart";
import type { TeamCartInProgress } from "./team-carts-in-progress";

/** "Team cart for Clanton Eagles 12U (3)": the words of the bag's link to a team cart. */
export const teamCartLinkWords = (cart: TeamCartInProgress) =>
  `Team cart for ${cart.teamName} (${cart.count})`;

/**
 * The header bag's way to the team carts in progress: a team store's cart is not the shop's (it is
 * ordered on the team's page), but a family looking in the bag must find it there.
 */
export function TeamCartLinks({ carts, onGo }: { carts: readonly TeamCartInProgress[]; onGo: () => void }) {
  if (carts.length === 0) return null;
  return (
    <Stack gap={6} data-testid="team-cart-links">
      {carts.map((cart) => (
        <AnchorLink
          key={cart.slug}
          to="/team/$slug"
          params={{ slug: cart.slug }}
          hash={TEAM_CART_ID}
          onClick={onGo}
          fw={700}
        >
          <IconShirtSport size={18} aria-hidden="true" style={{ verticalAlign: "-3px", marginRight: 6 }} />
          {teamCartLinkWords(cart)}
        </AnchorLink>
      ))}
      <Text size="sm" c="dimmed">
        A team order is placed on the team's page.
      </Text>
    </Stack>
  );
}
