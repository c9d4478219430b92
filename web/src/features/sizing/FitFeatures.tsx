import { Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import type { FeatureList } from "../../data/sizing-charts";
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
            <ul className={classes.checklist}>
              {list.items.map((item) => (
                <li key={item}>
                  <IconCircleCheck size={18} className={classes.checkIcon} aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
