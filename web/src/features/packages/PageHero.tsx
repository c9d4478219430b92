import { Text, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./PageHero.module.css";

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** A large sport icon drawn faintly on the right. */
  icon?: Icon;
  /** Facts under the lead, such as the starting price and the delivery time. */
  children?: ReactNode;
}

/** The navy banner at the top of the team-package and sizing pages, like the shop's. */
export function PageHero({ eyebrow, title, lead, icon: HeroIcon, children }: PageHeroProps) {
  return (
    <header className={classes.hero}>
      {HeroIcon && <HeroIcon className={classes.watermark} stroke={1.2} aria-hidden="true" />}
      <Text fz="xs" fw={700} className={classes.eyebrow}>
        {eyebrow}
      </Text>
      <Title order={1} fz={{ base: 30, sm: 44 }} mt={4} c="white">
        {title}
      </Title>
      <Text mt="xs" fz={{ base: "md", sm: "lg" }} className={classes.lead}>
        {lead}
      </Text>
      {children && <div className={classes.facts}>{children}</div>}
    </header>
  );
}

/** A fact in the hero: an icon, a label and a value ("Starting at", "$899"). */
export function HeroFact({ icon: FactIcon, label, value }: { icon: Icon; label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <FactIcon size={22} className={classes.factIcon} aria-hidden="true" />
      <div>
        <div className={classes.factLabel}>{label}</div>
        <div className={classes.factValue}>{value}</div>
      </div>
    </div>
  );
}
