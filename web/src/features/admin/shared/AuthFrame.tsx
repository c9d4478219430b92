import { Anchor, Box, Center, Image, Paper, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/**
 * The frame of the portal's pages for people not signed in (sign-in, forgot password, reset, accept
 * an invitation): the logo, one card, and one way back under it.
 */
export function AuthFrame({
  width,
  back,
  children,
}: {
  width: number;
  back: { to: "/" | "/admin/login"; label: string };
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
        <Stack w="100%" maw={width} gap="lg">
          <Center>
            <Image src="/logo.svg" alt="Clanton Sports Apparel" h={56} w="auto" darkHidden />
            <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={56} w="auto" lightHidden />
          </Center>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
            {children}
          </Paper>
          <Center>
            <Anchor component={Link} to={back.to} size="sm" fw={600} display="inline-flex" style={{ gap: 6 }}>
              <IconArrowLeft size={16} aria-hidden="true" style={{ marginTop: 2 }} />
              {back.label}
            </Anchor>
          </Center>
        </Stack>
      </Center>
    </Box>
  );
}
