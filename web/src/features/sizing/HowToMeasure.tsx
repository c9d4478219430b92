import { Text, Title } from "@mantine/core";
import { IconRulerMeasure } from "@tabler/icons-react";
import type { MeasureTip } from "../../data/sizing-charts";
import text from "../../ui/styles/text.module.css";
import classes from "./sizing.module.css";

/** "How to Measure": one card per body measurement the charts use. */
export function HowToMeasure({ tips }: { tips: MeasureTip[] }) {
  return (
    <section className={classes.section} aria-labelledby="measure-heading">
      <Title order={2} id="measure-heading" className={text.sectionTitle}>
        How to Measure
      </Title>
      <Text className={text.muted} mb="lg" maw={720}>
        Use a soft tape measure and measure over light clothing. A second pair of hands helps.
      </Text>
      <div className={classes.measureGrid}>
        {tips.map((tip) => (
          <div key={tip.part} className={classes.measureCard}>
            <IconRulerMeasure size={28} stroke={1.6} className={classes.accentIcon} aria-hidden="true" />
            <Title order={3} fz={20} mt="xs">
              {tip.part}
            </Title>
            <Text size="sm" mt={6}>
              {tip.how}
            </Text>
          </div>
        ))}
      </div>
    </section>
  );
}
