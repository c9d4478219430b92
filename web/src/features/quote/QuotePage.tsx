import { Container, Text, Title } from "@mantine/core";
import { useLoaderData, useSearch } from "@tanstack/react-router";
import { QuoteForm } from "./QuoteForm";
import classes from "./quote.module.css";
import { quoteChoice } from "./quote-choice";

/** /team-packages/quote: a coach asks for a team's package, extras and roster to be priced. */
export function QuotePage() {
  const { design } = useLoaderData({ from: "/team-packages/quote" });
  const choice = quoteChoice(useSearch({ from: "/team-packages/quote" }), design);
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }}>
      <header className={classes.hero}>
        <Text fz="xs" fw={700} className={classes.eyebrow}>
          Team packages
        </Text>
        <Title order={1} fz={{ base: 28, sm: 40 }} mt={4}>
          Request a Team Quote
        </Title>
        <Text mt={6} fz={{ base: "sm", sm: "md" }} c="navy.0" maw={640}>
          Pick your package, add extras and send your roster. We reply with a price and artwork to approve;
          nothing is made until you say yes.
        </Text>
      </header>
      {/* A new choice from another page starts a fresh form with it. */}
      <QuoteForm key={JSON.stringify(choice)} choice={choice} design={design} />
    </Container>
  );
}
