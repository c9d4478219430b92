import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled card of a details page; the title names the region for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
      <Title order={2} id={id} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
