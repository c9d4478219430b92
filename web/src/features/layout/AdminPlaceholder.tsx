import { Anchor, Box, Container, Group, Image, Paper, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

interface AdminPlaceholderProps {
  title: string;
  children: ReactNode;
  /** Offer a link back to the public site (the sign-in page has no sidebar to leave by). */
  backToWebsite?: boolean;
}

/** An admin page before the portal is built: a plain bar, its heading and what it is for. */
export function AdminPlaceholder({ title, children, backToWebsite = true }: AdminPlaceholderProps) {
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Box component="header" bg="#0b2545" py="sm">
        <Container size="lg">
          <Group justify="space-between">
            <Group gap="sm">
              <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={36} w="auto" />
              <Text c="gold.4" fw={700} size="sm" tt="uppercase" style={{ letterSpacing: "0.08em" }}>
                Admin
              </Text>
            </Group>
            {backToWebsite && (
              <Anchor
                component={Link}
                to="/"
                c="white"
                size="sm"
                fw={600}
                display="inline-flex"
                style={{ gap: 6 }}
              >
                <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
                Back to Website
              </Anchor>
            )}
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" py="xl">
        <Paper withBorder radius="lg" p="xl">
          <Title order={1}>{title}</Title>
          <Text size="lg" c="dimmed" mt="sm">
            {children}
          </Text>
        </Paper>
      </Container>
    </Box>
  );
}
