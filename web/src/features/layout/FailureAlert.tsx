import { Alert, type AlertProps } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode, Ref } from "react";

/**
 * The red box that says something the visitor asked for did not happen and what to do now. An
 * alert, so a screen reader reads it out when it appears. Given a `ref`, it can take the focus
 * (a form moves the visitor to it when there is no field to fix).
 */
export function FailureAlert({
  title,
  children,
  ref,
  ...spacing
}: { title?: string; children: ReactNode; ref?: Ref<HTMLDivElement> } & Pick<AlertProps, "mt" | "mb">) {
  return (
    <Alert
      ref={ref}
      tabIndex={ref ? -1 : undefined}
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
