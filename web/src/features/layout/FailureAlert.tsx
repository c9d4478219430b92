import { Alert, type AlertProps } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * The red box that says something the visitor asked for did not happen and what to do now. An
 * alert, so a screen reader reads it out when it appears.
 */
export function FailureAlert({
  title,
  children,
  ...spacing
}: { title?: string; children: ReactNode } & Pick<AlertProps, "mt" | "mb">) {
  return (
    <Alert
      color="red"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      {...spacing}
    >
      {children}
    </Alert>
  );
}
