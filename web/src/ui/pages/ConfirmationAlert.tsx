import { Alert } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The green "we have it" at the top of a page just after an order or a request was sent. */
export function ConfirmationAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="green"
      radius="lg"
      icon={<IconCircleCheck size={24} aria-hidden="true" />}
      // Mantine's light green title is too faint on its own background (3.8:1).
      styles={{ title: { color: "var(--mantine-color-text)" } }}
      title={title}
    >
      {children}
    </Alert>
  );
}
