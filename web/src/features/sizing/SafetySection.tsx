import { Text, Title } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import type { SizingGuide } from "../../data/sizing-charts";
import classes from "./sizing.module.css";

type Safety = NonNullable<SizingGuide["safety"]>;

/** Football's fit-and-protection checklist. */
export function SafetySection({ safety }: { safety: Safety }) {
  return (
    <section className={classes.safety} aria-labelledby="safety-heading">
      <div className={classes.safetyHeader}>
        <IconShieldCheck size={32} className={classes.accentIcon} aria-hidden="true" />
        <Title order={2} id="safety-heading" fz={{ base: 24, sm: 28 }}>
          {safety.title}
        </Title>
      </div>
      <Text mt="sm" maw={760}>
        {safety.intro}
      </Text>
      <ul className={classes.safetyList}>
        {safety.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
