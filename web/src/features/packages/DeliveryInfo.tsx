import { Text, Title } from "@mantine/core";
import { IconBolt, IconTruckDelivery } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import text from "../../ui/styles/text.module.css";
import classes from "./sport-page.module.css";

/** How long a package takes, and the way to the rush options when that is too long. */
export function DeliveryInfo({ delivery }: { delivery: string }) {
  return (
    <section className={classes.panel} aria-labelledby="delivery-heading">
      <IconTruckDelivery size={36} stroke={1.5} className={classes.panelIcon} aria-hidden="true" />
      <Title order={2} id="delivery-heading" className={classes.panelTitle}>
        Delivery Time
      </Title>
      <Text className={classes.deliveryValue}>Standard delivery: {delivery}</Text>
      <Text className={text.muted} size="sm">
        Counted from the day you approve your design proof.
      </Text>
      <Text mt="md" size="sm">
        Season starting sooner?
      </Text>
      <Link to="/team-packages/rush-fees" className={text.textLink}>
        <IconBolt size={16} aria-hidden="true" />
        See Rush Fees
      </Link>
    </section>
  );
}
