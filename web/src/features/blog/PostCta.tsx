import { Button, Text, Title } from "@mantine/core";
import { IconPalette, IconUsersGroup } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { GoldButtonLink } from "../../ui/links/ButtonLink";
import classes from "./post.module.css";

/** After the article: the two ways a coach who read this far can outfit a team. */
export function PostCta() {
  return (
    <section className={classes.cta} aria-labelledby="post-cta-heading">
      <div>
        <Text className={classes.ctaEyebrow}>Clanton Sports Apparel</Text>
        <Title order={2} fz={{ base: 24, sm: 28 }} c="white" mt={4} id="post-cta-heading">
          Ready to Outfit Your Team?
        </Title>
        <Text className={classes.ctaLead} mt="xs">
          Uniforms, warm-ups and equipment for every sport, designed with you and made in time for opening
          day.
        </Text>
      </div>
      <div className={classes.ctaActions}>
        <GoldButtonLink to="/team-packages" icon={IconUsersGroup}>
          View Team Packages
        </GoldButtonLink>
        <Button
          component={Link}
          to="/custom-artwork"
          variant="outline"
          color="white"
          leftSection={<IconPalette size={18} aria-hidden="true" />}
        >
          Request Custom Artwork
        </Button>
      </div>
    </section>
  );
}
