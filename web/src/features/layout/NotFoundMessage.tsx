import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface NotFoundMessageProps {
  title: string;
  text: string;
  /** The ways back, under the text. */
  children: ReactNode;
}

/** A big 404, what was not found and why that may be: the store's and the product page's not-found. */
export function NotFoundMessage({ title, text, children }: NotFoundMessageProps) {
  return (
    <Container size="sm" py={64} ta="center">
      <Text fw={900} fz={72} lh={1} c="gold.9" aria-hidden="true" ff="heading">
        404
      </Text>
      <Title order={1} mt="md">
        {title}
      </Title>
      <Text size="lg" c="dimmed" mt="sm">
        {text}
      </Text>
      {children}
    </Container>
  );
}
