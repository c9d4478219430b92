import { Button, Container, Text, Title } from "@mantine/core";
import { IconPalette } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { GoldButtonLink } from "../../ui/links/ButtonLink";
import classes from "./CustomArtworkCta.module.css";
import type { HomeWords } from "./home-content";

/** The invitation to send in a custom artwork request, closing the home page. */
export function CustomArtworkCta({ words }: { words: HomeWords }) {
  return (
    <Container component="section" size="xl" pt={{ base: "md", md: "lg" }} pb={{ base: "xl", md: 56 }}>
      <div className={classes.band}>
        <div className={classes.copy}>
          <div className={classes.eyebrow}>{words("artwork.eyebrow")}</div>
          <Title order={2} fz={{ base: 28, md: 38 }} mt={4} c="white">
            {words("artwork.heading")}
          </Title>
          <Text className={classes.lead} fz={{ base: "md", md: "lg" }} mt="sm">
            {words("artwork.text")}
          </Text>
        </div>
        <div className={classes.actions}>
          <GoldButtonLink
            to="/custom-artwork"
            size="lg"
            icon={IconPalette}
            classNames={{ root: classes.actionButton, label: classes.actionLabel }}
          >
            {words("artwork.button_request")}
          </GoldButtonLink>
          <Button
            component={Link}
            to="/stock-designs"
            size="md"
            variant="outline"
            color="white"
            classNames={{ root: classes.actionButton, label: classes.actionLabel }}
          >
            {words("artwork.button_designs")}
          </Button>
        </div>
      </div>
    </Container>
  );
}
