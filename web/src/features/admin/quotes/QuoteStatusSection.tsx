import { Button, Group, Stack, Text } from "@mantine/core";
import type { QuoteDto } from "@store/api/contracts";
import { IconBuildingStore, IconShoppingCartPlus } from "@tabler/icons-react";
import { useState } from "react";
import { DesignStatusBadge } from "../../design-records/DesignStatusBadge";
import { AnchorLink } from "../../product/AnchorLink";
import { Section } from "../proofs/Section";
import { StatusActions } from "../proofs/StatusActions";
import { NewTeamStoreModal } from "../team-stores/create/NewTeamStoreModal";
import type { useQuoteMutations } from "./use-quote-mutations";

/** Where the quote stands, the moves staff may make, and the order an approved quote becomes. */
export function QuoteStatusSection({
  quote,
  actions,
}: {
  quote: QuoteDto;
  actions: ReturnType<typeof useQuoteMutations>;
}) {
  const canOrder = quote.status === "approved" && quote.order === null;
  const [opening, setOpening] = useState(false);
  return (
    <Section id="quote-status" title="Status">
      <Stack gap="sm">
        <Group gap="xs">
          <DesignStatusBadge status={quote.status} size="lg" />
        </Group>
        {quote.order && (
          <Text size="sm">
            Became{" "}
            <AnchorLink to="/admin/orders/$number" params={{ number: String(quote.order.number) }} fw={700}>
              Order #{quote.order.number}
            </AnchorLink>
          </Text>
        )}
        {canOrder && (
          <Button
            color="green.9"
            leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
            loading={actions.creatingOrder}
            onClick={actions.createOrder}
            style={{ alignSelf: "flex-start" }}
          >
            Create order
          </Button>
        )}
        {quote.status === "approved" && (
          <Button
            variant="default"
            leftSection={<IconBuildingStore size={18} aria-hidden="true" />}
            onClick={() => setOpening(true)}
            style={{ alignSelf: "flex-start" }}
          >
            Open a team store
          </Button>
        )}
        <NewTeamStoreModal opened={opening} onClose={() => setOpening(false)} initialQuoteId={quote.id} />
        <StatusActions
          status={quote.status}
          what={`quote ${quote.reference}`}
          pending={actions.movingTo}
          onMove={actions.move}
        />
      </Stack>
    </Section>
  );
}
