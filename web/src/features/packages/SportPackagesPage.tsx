import { Container } from "@mantine/core";
import { IconCalendarCheck, IconStack2, IconTag } from "@tabler/icons-react";
import type { TeamPackageSport } from "../../data/site-pages";
import type { SportPackages } from "../../data/team-packages";
import text from "../../ui/styles/text.module.css";
import { AdditionalItems } from "./AdditionalItems";
import { BackToPackages } from "./BackLink";
import { CardGridSection } from "./CardGridSection";
import { DeliveryInfo } from "./DeliveryInfo";
import { ExtraSection } from "./ExtraSection";
import { formatDollars } from "./format-dollars";
import { PackageCard } from "./PackageCard";
import { HeroFact, PageHero } from "./PageHero";
import { QuoteCta } from "./QuoteCta";
import { sportIcons } from "./sport-icons";
import classes from "./sport-page.module.css";

interface SportPackagesPageProps {
  sport: TeamPackageSport;
  label: string;
  /** The sport's packages, add-ons and sections (loaded by the route, data/team-packages/load.ts). */
  data: SportPackages;
}

/** /team-packages/<sport>: three packages, the add-on prices, the sport's own sections and a quote. */
export function SportPackagesPage({ sport, label, data }: SportPackagesPageProps) {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} className={text.page}>
      <BackToPackages />
      <PageHero
        eyebrow="Team Packages"
        title={`${label} Team Packages`}
        lead={data.tagline}
        icon={sportIcons[sport]}
      >
        <HeroFact
          icon={IconTag}
          label="Starting at"
          value={formatDollars(Math.min(...data.packages.map((p) => p.price)))}
        />
        <HeroFact icon={IconStack2} label="Choose from" value="3 packages" />
        <HeroFact icon={IconCalendarCheck} label="Standard delivery" value={data.delivery} />
      </PageHero>

      <CardGridSection id="packages-heading" title="Choose Your Package" intro={data.intro}>
        {data.packages.map((pkg) => (
          <PackageCard key={pkg.name} sport={sport} pkg={pkg} />
        ))}
      </CardGridSection>

      <div className={classes.pricesAndDelivery}>
        <AdditionalItems items={data.additionalItems} />
        <DeliveryInfo delivery={data.delivery} />
      </div>

      {data.extraSections.map((section) => (
        <ExtraSection key={section.id} section={section} />
      ))}

      <QuoteCta sport={sport} title={data.quote.title} text={data.quote.text} />
    </Container>
  );
}
