import { Container, Text, Title } from "@mantine/core";
import { IconRuler2, IconUsers } from "@tabler/icons-react";
import type { SizingGuideSport } from "../../data/site-pages";
import type { SizingGuide } from "../../data/sizing-charts";
import text from "../../ui/styles/text.module.css";
import { BackToPackages } from "../packages/BackLink";
import { HeroFact, PageHero } from "../packages/PageHero";
import { sportIcons } from "../packages/sport-icons";
import { FitFeatures } from "./FitFeatures";
import { HowToMeasure } from "./HowToMeasure";
import { SafetySection } from "./SafetySection";
import { SizeChartCard } from "./SizeChartCard";
import { SizingContact } from "./SizingContact";
import classes from "./sizing.module.css";

interface SizingGuidePageProps {
  sport: SizingGuideSport;
  label: string;
  /** The sport's charts and notes (loaded by the route, data/sizing-charts/load.ts). */
  guide: SizingGuide;
}

/** /sizing-info/<sport>: size charts per garment, how to measure, fit notes and (football) helmets. */
export function SizingGuidePage({ sport, label, guide }: SizingGuidePageProps) {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} className={text.page}>
      <BackToPackages />
      <PageHero
        eyebrow="Sizing Info"
        title={`Sizing Guide: ${label}`}
        lead={guide.intro}
        icon={sportIcons[sport]}
      >
        <HeroFact icon={IconUsers} label="Sizes" value="Youth XS to Adult 3XL" />
        <HeroFact icon={IconRuler2} label="Measurements" value="Inches" />
      </PageHero>

      <section aria-labelledby="charts-heading">
        <Title order={2} id="charts-heading" className={text.sectionTitle}>
          Size Charts
        </Title>
        <Text className={text.muted} mb="lg" maw={720}>
          Compare the player's measurements with the chart for each garment. Youth and adult sizes are listed
          together, smallest first.
        </Text>
        <div className={classes.twoColumns}>
          {guide.charts.map((chart) => (
            <SizeChartCard key={chart.id} chart={chart} />
          ))}
        </div>
      </section>

      {guide.helmets && (
        <section className={classes.section} aria-labelledby="helmet-sizing-heading">
          <Title order={2} id="helmet-sizing-heading" className={text.sectionTitle} mb="lg">
            Helmet Sizing
          </Title>
          <div className={classes.helmetLayout}>
            <SizeChartCard chart={guide.helmets} />
          </div>
        </section>
      )}

      <HowToMeasure tips={guide.measure} />
      <FitFeatures label={label} lists={guide.features} />
      {guide.safety && <SafetySection safety={guide.safety} />}
      <SizingContact sport={sport} label={label} />
    </Container>
  );
}
