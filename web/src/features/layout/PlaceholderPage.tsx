import { Anchor, Container, Paper, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, type LinkProps } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface PlaceholderPageProps {
  /** A short line above the heading: the section the page belongs to. */
  eyebrow?: string;
  title: string;
  /** One sentence on what the page is for. */
  children: ReactNode;
  back?: { to: LinkProps["to"]; label: string };
}

/** A page whose full content arrives in a later issue: its proper heading and what it is for. */
export function PlaceholderPage({ eyebrow, title, children, back }: PlaceholderPageProps) {
  return (
    <Container size="md" py={{ base: "xl", md: 48 }}>
      {back && (
        <Anchor
          component={Link}
          to={back.to}
          size="sm"
          fw={600}
          mb="md"
          display="inline-flex"
          style={{ gap: 6 }}
        >
          <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
          {back.label}
        </Anchor>
      )}
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} shadow="xs">
        {eyebrow && (
          <Text tt="uppercase" fw={700} size="xs" c="dimmed" mb={6} style={{ letterSpacing: "0.08em" }}>
            {eyebrow}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text size="lg" mt="sm" c="dimmed">
          {children}
        </Text>
      </Paper>
    </Container>
  );
}
