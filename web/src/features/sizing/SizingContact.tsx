import { Text, Title } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import type { SizingGuideSport } from "../../data/site-pages";
import { ButtonLink, GoldButtonLink } from "../../ui/links/ButtonLink";
import classes from "./sizing.module.css";

/** The closing band: a person to ask, and the way on to the sport's packages. */
export function SizingContact({ sport, label }: { sport: SizingGuideSport; label: string }) {
  return (
    <section className={classes.contact} aria-labelledby="sizing-contact-heading">
      <div className={classes.contactCopy}>
        <Title order={2} id="sizing-contact-heading" c="white" fz={{ base: 26, md: 34 }}>
          Still Not Sure About Sizing?
        </Title>
        <Text className={classes.contactText} mt="xs">
          Our staff have fitted hundreds of teams. Send us your measurements and we'll recommend a size for
          every player, or bring the team by the store for a fitting with our sample sets.
        </Text>
      </div>
      <div className={classes.contactActions}>
        <GoldButtonLink to="/contact" size="lg" icon={IconMessageCircle}>
          Contact Our Sizing Experts
        </GoldButtonLink>
        <ButtonLink to="/team-packages/$sport" params={{ sport }} size="md" variant="outline" color="white">
          View {label} Team Packages
        </ButtonLink>
      </div>
    </section>
  );
}
