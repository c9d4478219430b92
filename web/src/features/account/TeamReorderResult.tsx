import type { RouterOutputs } from "@store/api/contracts";
import { printedAs } from "@store/db/catalogue";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { formatPrice } from "../shop/format";
import { addedLineText, ReorderResult } from "./ReorderResult";

type TeamReorder = NonNullable<RouterOutputs["account"]["reorder"]["team"]>;

/** What a team order's reorder put into its store's team cart, and the way there. */
export function TeamReorderResult({ team, onClose }: { team: TeamReorder; onClose: () => void }) {
  return (
    <ReorderResult
      title={`Added to the ${team.store.team_name} team cart`}
      lines={team.lines.map((line) => ({
        key: `${line.item_id}|${line.size ?? ""}|${line.name ?? ""}|${line.number ?? ""}`,
        text: addedLineText(
          line,
          `${line.name || line.number ? `, ${printedAs(line.name, line.number)}` : ""} · ${formatPrice(line.unit_price)}`,
        ),
      }))}
      nothing="Nothing from this order is sold in the store today."
      unavailable={team.unavailable}
      prices="The store's prices, with the team's share; you check out in the team store."
      onClose={onClose}
      onward={
        <ButtonLink
          to="/team/$slug"
          params={{ slug: team.store.slug }}
          hash="team-cart-heading"
          onClick={onClose}
        >
          Open Team Cart
        </ButtonLink>
      }
    />
  );
}
