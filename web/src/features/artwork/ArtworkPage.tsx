import { Container, Paper, Text, Title } from "@mantine/core";
import { useLoaderData } from "@tanstack/react-router";
import { ArtworkForm } from "./ArtworkForm";
import classes from "./ArtworkPage.module.css";
import { TalkToUs } from "./TalkToUs";
import { WhatHappensNext } from "./WhatHappensNext";

/** /custom-artwork: the request form beside what happens after it is sent. */
export function ArtworkPage() {
  const { selection } = useLoaderData({ from: "/custom-artwork" });

  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <header className={classes.hero}>
        <Text fz="xs" fw={700} className={classes.eyebrow}>
          Your design, our expertise
        </Text>
        <Title order={1} fz={{ base: 28, sm: 40 }} mt={4}>
          Custom Artwork Request
        </Title>
        <Text mt={6} fz={{ base: "sm", sm: "md" }} c="navy.0" maw={620}>
          Tell us about your team and your idea. Our artists will prepare a design and a quote, and nothing is
          made until you approve it.
        </Text>
      </header>

      <div className={classes.layout}>
        <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} className={classes.formCard}>
          {/* A new selection from another page starts a fresh form with it. */}
          <ArtworkForm key={selection ?? ""} selection={selection} />
        </Paper>
        <aside className={classes.aside} aria-label="About your request">
          <WhatHappensNext />
          <TalkToUs />
        </aside>
      </div>
    </Container>
  );
}
