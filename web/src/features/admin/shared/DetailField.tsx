import { Text } from "@mantine/core";
import type { ReactNode } from "react";

/** One labelled value in a details dialog; line breaks the customer typed are kept. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      {/* Not "dimmed": at 12 px that grey sits at 4.4-4.5:1 on the dark dialog, under axe's 4.5. */}
      <Text
        size="xs"
        fw={700}
        tt="uppercase"
        style={{
          letterSpacing: "0.05em",
          color: "light-dark(var(--mantine-color-gray-7), var(--mantine-color-gray-4))",
        }}
      >
        {label}
      </Text>
      <Text component="div" size="sm" mt={2} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}
