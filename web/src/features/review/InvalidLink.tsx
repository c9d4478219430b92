import { Button, Card, Group, Text, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { PhoneOrEmail } from "../layout/PhoneOrEmail";

/** A private link that opens nothing: the broken-link card with its heading, then what to do. */
export function InvalidLinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="xl" maw={600}>
      <Group gap="sm" wrap="nowrap" align="center">
        <IconLinkOff size={32} aria-hidden="true" />
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** An unknown or mistyped private link: say so plainly and offer the ways to reach the store. */
export function InvalidLink() {
  return (
    <InvalidLinkCard title="This link is not valid">
      <Text mt="sm">
        We could not find a quote or request for this link. Check that you used the whole link from our
        e-mail; if it still does not open, contact us and we will send it again.
      </Text>
      <Text mt="sm">
        Call <PhoneOrEmail />.
      </Text>
      <Group mt="lg">
        <Button component={Link} to="/contact">
          Contact the Store
        </Button>
        <Button component={Link} to="/team-packages" variant="default">
          Team Packages
        </Button>
      </Group>
    </InvalidLinkCard>
  );
}
