import { Container, Text, Title } from "@mantine/core";
import { IconBolt, IconCalendarCheck, IconClockBolt } from "@tabler/icons-react";
import { rushOptions } from "../../data/rush-fees";
import text from "../../ui/styles/text.module.css";
import { BackToPackages } from "./BackLink";
import { HeroFact, PageHero } from "./PageHero";
import { RushOptionCard } from "./RushOptionCard";
import { RushRules } from "./RushRules";
import classes from "./sport-page.module.css";

/** /team-packages/rush-fees: the three rush options and the conditions that come with them. */
export function RushFeesPage() {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} className={text.page}>
      <BackToPackages />
      <PageHero
        eyebrow="Need it fast?"
        title="Rush Fees"
        lead="Tournament this weekend? New players on Monday? Rush production moves your order to the front of the line, from 24-48 hours to one week."
        icon={IconClockBolt}
      >
        <HeroFact icon={IconBolt} label="Fastest" value="24-48 Hours" />
        <HeroFact icon={IconCalendarCheck} label="Standard production" value="2-3 weeks" />
      </PageHero>

      <section aria-labelledby="rush-options-heading">
        <Title order={2} id="rush-options-heading" className={text.sectionTitle}>
          Rush Production Options
        </Title>
        <Text className={text.muted} mb="xl" maw={720}>
          Pick the turnaround you need. The rush fee is a flat amount per order, whatever its size.
        </Text>
        <div className={classes.packageGrid}>
          {rushOptions.map((option) => (
            <RushOptionCard key={option.timeframe} option={option} />
          ))}
        </div>
      </section>

      <RushRules />
    </Container>
  );
}
