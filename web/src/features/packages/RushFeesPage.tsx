import { Container } from "@mantine/core";
import { IconBolt, IconCalendarCheck, IconClockBolt } from "@tabler/icons-react";
import { rushOptions } from "../../data/rush-fees";
import text from "../../ui/styles/text.module.css";
import { BackToPackages } from "./BackLink";
import { CardGridSection } from "./CardGridSection";
import { HeroFact, PageHero } from "./PageHero";
import { RushOptionCard } from "./RushOptionCard";
import { RushRules } from "./RushRules";

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

      <CardGridSection
        id="rush-options-heading"
        title="Rush Production Options"
        intro="Pick the turnaround you need. The rush fee is a flat amount per order, whatever its size."
      >
        {rushOptions.map((option) => (
          <RushOptionCard key={option.timeframe} option={option} />
        ))}
      </CardGridSection>

      <RushRules />
    </Container>
  );
}
