import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled value in a details dialog; line breaks the customer typed are kept. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: "0.05em" }}>
        {label}
      </Text>
      <Text component="div" size="sm" mt={2} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}
