import { Badge, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconStarFilled } from "@tabler/icons-react";
import type { TeamPackageSport } from "../../data/site-pages";
import type { TeamPackage } from "../../data/team-packages";
import text from "../../ui/styles/text.module.css";
import { ButtonLink } from "./ButtonLink";
import { formatDollars } from "./format-dollars";
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
      {pkg.popular && (
        <Badge
          className={classes.popularBadge}
          color="gold.6"
          c="navy.9"
          size="lg"
          leftSection={<IconStarFilled size={12} aria-hidden="true" />}
        >
          Most Popular
        </Badge>
      )}
      <Title order={3} id={headingId} fz={{ base: 24, sm: 26 }}>
        {pkg.name}
      </Title>
      <Text className={text.muted} size="sm" mt={2}>
        {pkg.summary}
      </Text>
      <div className={classes.price}>
        <span className={classes.priceValue}>{formatDollars(pkg.price)}</span>
        <span className={classes.priceUnit}>per package</span>
      </div>
      <ul className={classes.checklist}>
        {pkg.contents.map((line) => (
          <li key={line}>
            <IconCircleCheck size={18} className={classes.checkIcon} aria-hidden="true" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/team-packages/quote"
        search={{ sport, package: pkg.name }}
        aria-label={`Select Package: ${pkg.name}`}
        size="md"
        fullWidth
        variant={pkg.popular ? "filled" : "outline"}
        className={classes.cardButton}
      >
        Select Package
      </ButtonLink>
    </article>
  );
}
