import { Title } from "@mantine/core";
import type { FeatureList } from "../../data/sizing-charts";
import { Checklist } from "../../ui/Checklist";
import text from "../../ui/styles/text.module.css";
import classes from "./sizing.module.css";

/** Fit tips and uniform features, one card per list. */
export function FitFeatures({ label, lists }: { label: string; lists: FeatureList[] }) {
  return (
    <section className={classes.section} aria-labelledby="features-heading">
      <Title order={2} id="features-heading" className={text.sectionTitle} mb="lg">
        {label} Fit and Features
      </Title>
      <div className={classes.twoColumns}>
        {lists.map((list) => (
          <div key={list.title} className={classes.card}>
            <Title order={3} fz={20}>
              {list.title}
            </Title>
            <Checklist items={list.items} className={classes.checklist} />
          </div>
        ))}
      </div>
    </section>
  );
}
