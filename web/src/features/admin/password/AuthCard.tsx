import { Anchor, Box, Center, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * The frame of the portal's pages for people not signed in (forgot password, reset, accept an
 * invitation): the logo, one card with a heading, and the way back to sign-in, as on the login page.
 */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      mih="100vh"
      py={48}
      px="md"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <Image src="/logo.svg" alt="Clanton Sports Apparel" h={56} w="auto" darkHidden />
            <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={56} w="auto" lightHidden />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
            <Stack gap="md">
              <div>
                <Title order={1} fz={28}>
                  {title}
                </Title>
                {intro && (
                  <Text c="dimmed" size="sm" mt={4}>
                    {intro}
                  </Text>
                )}
              </div>
              {children}
            </Stack>
          </Paper>
          <Center>
            <Anchor
              component={Link}
              to="/admin/login"
              size="sm"
              fw={600}
              display="inline-flex"
              style={{ gap: 6 }}
            >
              <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
              Back to Sign In
            </Anchor>
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}
