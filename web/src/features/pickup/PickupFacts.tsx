import { Anchor } from "@mantine/core";
import { type PickupReadiness, pickupWhenWords } from "@store/db/catalogue";
import { type Icon, IconCalendarCheck, IconClock, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { storeMapsHref } from "../../data/store-info";
import { StoreAddress } from "../store-location/StoreAddress";
import { StoreHours } from "../store-location/StoreHours";
import classes from "./PickupFacts.module.css";

/** One fact: its icon and label, then what it says. */
function Fact({
  icon: FactIcon,
  label,
  className,
  children,
}: {
  icon: Icon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.row}>
      <dt className={classes.label}>
        <FactIcon size={18} className={classes.icon} aria-hidden="true" />
        {label}
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * Where a pickup order is collected, the store's hours and when it is ready: the checkout and the
 * order's page show it, in the words its e-mails use (the catalogue's pickupFacts, decision 054).
 */
export function PickupFacts({ readiness }: { readiness: PickupReadiness }) {
  const when = pickupWhenWords(readiness);
  return (
    <dl className={classes.facts} data-testid="pickup-facts">
      {when && (
        <Fact icon={IconCalendarCheck} label="When" className={classes.when}>
          {when}
        </Fact>
      )}
      <Fact icon={IconMapPin} label="Where" className={classes.value}>
        <StoreAddress className={classes.address} />
        <Anchor href={storeMapsHref} target="_blank" rel="noopener" size="sm" fw={600} underline="always">
          Open in Maps
        </Anchor>
      </Fact>
      <Fact icon={IconClock} label="Hours" className={classes.hours}>
        <StoreHours />
      </Fact>
    </dl>
  );
}
