import { Container, Title } from "@mantine/core";
import { IconBolt, IconCalendarCheck, IconShirtSport, IconStack2 } from "@tabler/icons-react";
import { teamPackageSports } from "../../data/site-pages";
import { hubTileLines } from "../../data/team-packages/hub-tiles";
import { startingPrice } from "../../data/team-packages/starting-price";
import text from "../../ui/styles/text.module.css";
import { formatDollars } from "./format-dollars";
import { HelpChoosing } from "./HelpChoosing";
import classes from "./hub.module.css";
import { PackageTile } from "./PackageTile";
import { HeroFact, PageHero } from "./PageHero";
import { sportIcons } from "./sport-icons";

const lowestRushFee = 35;

/** /team-packages: a tile per sport and one for rush fees, then help for the undecided. */
export function TeamPackagesHub() {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} className={text.page}>
      <PageHero
        eyebrow="Outfit the whole roster"
        title="Team Packages"
        lead="Complete uniform packages for baseball, basketball, cornhole, fastpitch, football, slowpitch and soccer teams. One order, one invoice, every player matching."
        icon={IconShirtSport}
      >
        <HeroFact icon={IconStack2} label="Per sport" value="3 package levels" />
        <HeroFact icon={IconCalendarCheck} label="Standard delivery" value="2-3 weeks" />
        <HeroFact icon={IconBolt} label="Rush production" value={`From ${formatDollars(lowestRushFee)}`} />
      </PageHero>

      <section aria-labelledby="sports-heading">
        <Title order={2} id="sports-heading" className={text.sectionTitle}>
          Choose Your Sport
        </Title>
        <ul className={classes.tiles}>
          <li>
            <PackageTile
              icon={IconBolt}
              title="Rush Fees"
              line="Need it fast? Production in as little as 24-48 hours."
              price={`From ${formatDollars(lowestRushFee)}`}
            />
          </li>
          {teamPackageSports.map(({ sport, label }) => (
            <li key={sport}>
              <PackageTile
                sport={sport}
                icon={sportIcons[sport]}
                title={label}
                line={hubTileLines[sport]}
                price={`From ${formatDollars(startingPrice(sport))}`}
              />
            </li>
          ))}
        </ul>
      </section>

      <HelpChoosing />
    </Container>
  );
}
