import { Anchor } from "@mantine/core";
import { type PickupReadiness, pickupWhenWords } from "@store/db/catalogue";
import { IconCalendarCheck, IconClock, IconMapPin } from "@tabler/icons-react";
import { storeInfo, storeMapsHref } from "../../data/store-info";
import { StoreHours } from "../store-location/StoreHours";
import classes from "./PickupFacts.module.css";

/**
 * Where a pickup order is collected, the store's hours and when it is ready: the checkout and the
 * order's page show it, in the words its e-mails use (the catalogue's pickupFacts, decision 054).
 */
export function PickupFacts({ readiness }: { readiness: PickupReadiness }) {
  const when = pickupWhenWords(readiness);
  const { street, city, state, zip } = storeInfo.address;
  return (
    <dl className={classes.facts} data-testid="pickup-facts">
      {when && (
        <div className={classes.row}>
          <dt className={classes.label}>
            <IconCalendarCheck size={18} className={classes.icon} aria-hidden="true" />
            When
          </dt>
          <dd className={classes.when}>{when}</dd>
        </div>
      )}
      <div className={classes.row}>
        <dt className={classes.label}>
          <IconMapPin size={18} className={classes.icon} aria-hidden="true" />
          Where
        </dt>
        <dd className={classes.value}>
          <address className={classes.address}>
            {storeInfo.name}
            <br />
            {street}
            <br />
            {city}, {state} {zip}
          </address>
          <Anchor href={storeMapsHref} target="_blank" rel="noopener" size="sm" fw={600} underline="always">
            Open in Maps
          </Anchor>
        </dd>
      </div>
      <div className={classes.row}>
        <dt className={classes.label}>
          <IconClock size={18} className={classes.icon} aria-hidden="true" />
          Hours
        </dt>
        <dd className={classes.hours}>
          <StoreHours />
        </dd>
      </div>
    </dl>
  );
}
