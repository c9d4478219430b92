import { Badge } from "@mantine/core";
import {
  type TeamStoreDistribution,
  type TeamStorePaymentMode,
  type TeamStorePersonalisation,
  type TeamStoreStatus,
  teamStoreStatuses,
  teamStoreStatusLabels,
} from "@store/db/catalogue";

/** Each status's colour: a dot beside the word (light tints fail contrast). */
const statusColor: Record<TeamStoreStatus, string> = {
  draft: "gray",
  scheduled: "blue",
  open: "green",
  closed: "orange",
  in_production: "violet",
  ready: "teal",
  completed: "navy",
  cancelled: "red",
};

/** A team store's status in words, with its coloured dot. */
export function TeamStoreStatusBadge({
  status,
  size = "md",
}: {
  status: TeamStoreStatus;
  size?: "md" | "lg";
}) {
  return (
    <Badge
      color={statusColor[status]}
      variant="dot"
      size={size}
      radius="sm"
      style={{ flexShrink: 0, maxWidth: "none" }}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
    >
      {teamStoreStatusLabels[status]}
    </Badge>
  );
}

export const teamStoreStatusOptions = teamStoreStatuses.map((value) => ({
  value,
  label: teamStoreStatusLabels[value],
}));

export const distributionWords: Record<TeamStoreDistribution, string> = {
  team_pickup: "Team pickup",
  team_delivery: "Delivered to the team",
  buyer_chooses: "Each family chooses",
};

export const paymentModeWords: Record<TeamStorePaymentMode, string> = {
  pay_at_pickup: "Each family pays at pickup",
  team_invoice: "The team pays one invoice",
  pay_at_order: "Families pay when ordering",
};

export const personalisationWords: Record<TeamStorePersonalisation, string> = {
  none: "None",
  name: "Name",
  number: "Number",
  both: "Name and number",
};

const options = <K extends string>(words: Record<K, string>) =>
  (Object.keys(words) as K[]).map((value) => ({ value, label: words[value] }));

export const distributionOptions = options(distributionWords);
export const paymentModeOptions = options(paymentModeWords);
export const personalisationOptions = options(personalisationWords);
