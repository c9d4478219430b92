import { Anchor, Button, Card, Group, Text, Title } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { storeInfo } from "../../data/store-info";

/** An unknown or mistyped private link: say so plainly and offer the ways to reach the store. */
export function InvalidLink() {
  return (
    <Card withBorder radius="lg" p="xl" maw={600}>
      <Group gap="sm" wrap="nowrap" align="center">
        <IconLinkOff size={32} aria-hidden="true" />
        <Title order={1} size="h2">
          This link is not valid
        </Title>
      </Group>
      <Text mt="sm">
        We could not find a quote or request for this link. Check that you used the whole link from our
        e-mail; if it still does not open, contact us and we will send it again.
      </Text>
      <Text mt="sm">
        Call{" "}
        <Anchor href={storeInfo.phoneHref} underline="always">
          {storeInfo.phone}
        </Anchor>{" "}
        or e-mail{" "}
        <Anchor href={`mailto:${storeInfo.email}`} underline="always">
          {storeInfo.email}
        </Anchor>
        .
      </Text>
      <Group mt="lg">
        <Button component={Link} to="/contact">
          Contact the Store
        </Button>
        <Button component={Link} to="/team-packages" variant="default">
          Team Packages
        </Button>
      </Group>
    </Card>
  );
}
