import { Alert, Button, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import type { QuoteDesign } from "./quote-choice";

/** The stock design the coach came with, and a way to send the quote without it. */
export function DesignNote({ design, onRemove }: { design: QuoteDesign; onRemove: () => void }) {
  return (
    <Alert
      color="gold"
      mb="lg"
      icon={<IconSparkles size={20} aria-hidden="true" />}
      role="note"
      aria-label="Your design"
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Text fw={500}>
        Stock design: <strong>{design.name}</strong> ({design.id})
      </Text>
      <Button variant="subtle" size="compact-sm" mt={4} onClick={onRemove}>
        Remove the design
      </Button>
    </Alert>
  );
}
