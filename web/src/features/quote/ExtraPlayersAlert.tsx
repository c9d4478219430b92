import { Alert, type AlertProps } from "@mantine/core";
import { IconUsersPlus } from "@tabler/icons-react";

/** The roster-larger-than-its-package warning's box (ExtraPlayersNote says where and when). */
export function ExtraPlayersAlert({ warning, ...props }: Omit<AlertProps, "children"> & { warning: string }) {
  return (
    <Alert
      color="gold"
      icon={<IconUsersPlus size={20} aria-hidden="true" />}
      styles={{ message: { color: "var(--mantine-color-text)" } }}
      data-testid="extra-players"
      {...props}
    >
      {warning}
    </Alert>
  );
}
