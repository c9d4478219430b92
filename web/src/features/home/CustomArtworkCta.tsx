import { Button, Container, Text, Title } from "@mantine/core";
import { IconPalette } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import classes from "./CustomArtworkCta.module.css";

/** The invitation to send in a custom artwork request, closing the home page. */
export function CustomArtworkCta() {
  return (
    <Container component="section" size="xl" pt={{ base: "md", md: "lg" }} pb={{ base: "xl", md: 56 }}>
      <div className={classes.band}>
        <div className={classes.copy}>
          <div className={classes.eyebrow}>Custom Artwork</div>
          <Title order={2} fz={{ base: 28, md: 38 }} mt={4} c="white">
            Have a Design in Mind?
          </Title>
          <Text className={classes.lead} fz={{ base: "md", md: "lg" }} mt="sm">
            Send us your logo, a sketch on a napkin or just your team colours. Our designers turn it into
            print-ready artwork for jerseys, hoodies and spirit wear, then send you a proof and a quote before
            anything is made.
          </Text>
        </div>
        <div className={classes.actions}>
          <Button
            component={Link}
            to="/custom-artwork"
            size="lg"
            color="gold.5"
            c="navy.9"
            leftSection={<IconPalette size={20} />}
            classNames={{ root: classes.actionButton, label: classes.actionLabel }}
          >
            Request Custom Artwork
          </Button>
          <Button
            component={Link}
            to="/stock-designs"
            size="md"
            variant="outline"
            color="white"
            classNames={{ root: classes.actionButton, label: classes.actionLabel }}
          >
            Browse Stock Designs
          </Button>
        </div>
      </div>
    </Container>
  );
}
