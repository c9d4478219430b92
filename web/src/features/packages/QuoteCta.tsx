import { Text, Title } from "@mantine/core";
import { IconFileDollar } from "@tabler/icons-react";
import type { TeamPackageSport } from "../../data/site-pages";
import { GoldButtonLink } from "../../ui/links/ButtonLink";
import classes from "./sport-page.module.css";

interface QuoteCtaProps {
  sport: TeamPackageSport;
  title: string;
  text: string;
}

/** The closing band of a sport page: 'Get Your Quote' opens the quote request for that sport. */
export function QuoteCta({ sport, title, text }: QuoteCtaProps) {
  return (
    <section className={classes.quote} aria-labelledby="quote-heading">
      <div className={classes.quoteCopy}>
        <Title order={2} id="quote-heading" c="white" fz={{ base: 28, md: 36 }}>
          {title}
        </Title>
        <Text className={classes.quoteText} mt="xs" fz={{ base: "md", md: "lg" }}>
          {text}
        </Text>
      </div>
      <GoldButtonLink
        to="/team-packages/quote"
        search={{ sport }}
        size="lg"
        icon={IconFileDollar}
        className={classes.quoteButton}
      >
        Get Your Quote
      </GoldButtonLink>
    </section>
  );
}
