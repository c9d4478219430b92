import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { type DesignStatus, staffStatusMoves } from "@store/db/catalogue";
import { moveLabel } from "../../design-records/design-status";

interface StatusActionsProps {
  status: DesignStatus;
  /** What is being moved, for the cancel question: "quote Q-2001". */
  what: string;
  /** The status being saved, if any: its button spins and the others wait. */
  pending: DesignStatus | null;
  onMove: (to: DesignStatus) => void;
}

/** The moves staff may make by hand from this status (staffStatusMoves); cancelling asks first. */
export function StatusActions({ status, what, pending, onMove }: StatusActionsProps) {
  const moves = staffStatusMoves[status];
  if (moves.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing more to do by hand.
      </Text>
    );
  }
  const ask = (to: DesignStatus) => {
    if (to !== "cancelled") return onMove(to);
    modals.openConfirmModal({
      title: `Cancel ${what}`,
      children: <Text size="sm">Are you sure you want to cancel this {what}? You can reopen it later.</Text>,
      labels: { confirm: "Cancel it", cancel: "Keep it" },
      confirmProps: { color: "red.9" },
      onConfirm: () => onMove(to),
    });
  };
  return (
    <Group gap="xs">
      {moves.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={to === "cancelled" ? "default" : "filled"}
          color={to === "cancelled" ? "red.9" : undefined}
          loading={pending === to}
          disabled={pending !== null && pending !== to}
          onClick={() => ask(to)}
        >
          {moveLabel(status, to)}
        </Button>
      ))}
    </Group>
  );
}
