import { Button, Card, Group, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { emailHref, storeInfo } from "../../data/store-info";

/**
 * The link of a quote or request that is completed or cancelled: its page is closed. The server's
 * message names it and says so; the buttons reach the store by phone, e-mail or the contact page.
 */
export function ClosedLink({ message }: { message: string }) {
  return (
    <Card withBorder radius="lg" p="xl" maw={600}>
      <Group gap="sm" wrap="nowrap" align="center">
        <IconLock size={32} aria-hidden="true" />
        <Title order={1} size="h2">
          This page is closed
        </Title>
      </Group>
      <Text mt="sm" data-testid="closed-message">
        {message}
      </Text>
      <Group mt="lg">
        <Button component="a" href={storeInfo.phoneHref}>
          Call {storeInfo.phone}
        </Button>
        <Button component="a" href={emailHref} variant="default">
          E-mail the Store
        </Button>
        <Button component={Link} to="/contact" variant="default">
          Contact Page
        </Button>
      </Group>
    </Card>
  );
}
