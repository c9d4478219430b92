import { Text, Title } from "@mantine/core";
import type { TeamPackageSport } from "../../data/site-pages";
import type { TeamPackage } from "../../data/team-packages";
import { Checklist } from "../../ui/Checklist";
import text from "../../ui/styles/text.module.css";
import { CardPrice } from "./CardPrice";
import { CardQuoteButton } from "./CardQuoteButton";
import { PopularBadge } from "./PopularBadge";
import classes from "./sport-page.module.css";

interface PackageCardProps {
  sport: TeamPackageSport;
  pkg: TeamPackage;
}

/** One package level: name, price, what is in the box and the way to ask for it. */
export function PackageCard({ sport, pkg }: PackageCardProps) {
  const headingId = `package-${sport}-${pkg.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <article className={pkg.popular ? classes.popularCard : classes.packageCard} aria-labelledby={headingId}>
      {pkg.popular && <PopularBadge size="lg" className={classes.popularBadge} />}
      <Title order={3} id={headingId} fz={{ base: 24, sm: 26 }}>
        {pkg.name}
      </Title>
      <Text className={text.muted} size="sm" mt={2}>
        {pkg.summary}
      </Text>
      <CardPrice dollars={pkg.price} unit="per package" />
      <Checklist items={pkg.contents} className={classes.checklist} />
      <CardQuoteButton
        search={{ sport, package: pkg.name }}
        label="Select Package"
        name={pkg.name}
        filled={pkg.popular}
      />
    </article>
  );
}
