import { Anchor, AppShell, Container, Group, Text, Title } from "@mantine/core";
import { createRootRoute, Link, Outlet } from "@tanstack/react-router";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit">
              <Title order={3} fz={{ base: "md", sm: "xl" }}>
                Clanton Sports Apparel
              </Title>
            </Anchor>
            <Group gap="md" component="nav" aria-label="Main" wrap="nowrap">
              <Anchor component={Link} to="/">
                Home
              </Anchor>
              <Anchor component={Link} to="/shop">
                Shop
              </Anchor>
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

function NotFound() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text mt="sm">
        That page does not exist.{" "}
        <Anchor component={Link} to="/shop">
          Browse the shop
        </Anchor>{" "}
        instead.
      </Text>
    </Container>
  );
}
