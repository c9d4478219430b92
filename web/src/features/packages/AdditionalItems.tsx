import { Text, Title } from "@mantine/core";
import type { AdditionalItem } from "../../data/team-packages";
import text from "../../ui/styles/text.module.css";
import { formatDollars } from "./format-dollars";
import classes from "./sport-page.module.css";

/** The add-on price list: extra pieces a team can order with any package. */
export function AdditionalItems({ items }: { items: readonly AdditionalItem[] }) {
  return (
    <section className={classes.panel} aria-labelledby="additional-items-heading">
      <Title order={2} id="additional-items-heading" className={classes.panelTitle}>
        Additional Items
      </Title>
      <Text className={text.muted} mt={4}>
        Add extra pieces to any package, for new players, spares or coaches.
      </Text>
      <ul className={classes.priceList}>
        {items.map((item) => (
          <li key={item.name} className={classes.priceRow}>
            <span className={classes.priceName}>{item.name}</span>
            <span className={classes.priceLeader} aria-hidden="true" />
            <span className={classes.priceAmount}>{formatDollars(item.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
