import { Alert, Button, Group, List, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "@store/api/contracts";
import { printedAs } from "@store/db/catalogue";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { formatPrice } from "../shop/format";

// Mantine's light green and orange titles are too faint on their own backgrounds (3.8:1).
export const readableTitle = { title: { color: "var(--mantine-color-text)" } };

/** What a reorder could not put in the cart, and why (nothing when all of it went in). */
export function NotAdded({ reasons }: { reasons: string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Alert color="orange" styles={readableTitle} title="Not added">
      <List size="sm" spacing={4}>
        {reasons.map((why) => (
          <List.Item key={why}>{why}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

type TeamReorder = NonNullable<RouterOutputs["account"]["reorder"]["team"]>;

/** What a team order's reorder put into its store's team cart, and the way there. */
export function TeamReorderResult({ team, onClose }: { team: TeamReorder; onClose: () => void }) {
  return (
    <Stack gap="sm">
      {team.lines.length > 0 ? (
        <Alert
          color="green"
          role="status"
          styles={readableTitle}
          title={`Added to the ${team.store.team_name} team cart`}
        >
          <List size="sm" spacing={4}>
            {team.lines.map((line) => (
              <List.Item key={`${line.item_id}|${line.size ?? ""}|${line.name ?? ""}|${line.number ?? ""}`}>
                {line.quantity} × {line.product_name}
                {line.size ? `, ${line.size}` : ""}
                {line.name || line.number ? `, ${printedAs(line.name, line.number)}` : ""} ·{" "}
                {formatPrice(line.unit_price)}
                {line.resized_from ? ` (resized from ${line.resized_from})` : ""}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Text role="status">Nothing from this order is sold in the store today.</Text>
      )}
      <NotAdded reasons={team.unavailable} />
      <Text size="xs" c="dimmed">
        The store's prices, with the team's share; you check out in the team store.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {team.lines.length > 0 && (
          <ButtonLink
            to="/team/$slug"
            params={{ slug: team.store.slug }}
            hash="team-cart-heading"
            onClick={onClose}
          >
            Open Team Cart
          </ButtonLink>
        )}
      </Group>
    </Stack>
  );
}
