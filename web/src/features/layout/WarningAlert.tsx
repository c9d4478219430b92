import { Alert, type AlertProps } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";

/**
 * The orange box for something to fix or look at before going on. Its title keeps the text colour:
 * Mantine's light orange title is too faint on its own background (3.8:1).
 */
export function WarningAlert({ icon, ...props }: Omit<AlertProps, "color" | "styles">) {
  return (
    <Alert
      color="orange"
      icon={icon ?? <IconAlertTriangle size={20} aria-hidden="true" />}
      styles={{ title: { color: "var(--mantine-color-text)" } }}
      {...props}
    />
  );
}
