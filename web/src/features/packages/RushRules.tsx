import { Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { rushRules } from "../../data/rush-fees";
import classes from "./rush-fees.module.css";

/** The information box: what every rush order agrees to (spec §9). */
export function RushRules() {
  return (
    <section className={classes.rules} aria-labelledby="rush-rules-heading">
      <div className={classes.rulesHeader}>
        <IconInfoCircle size={28} className={classes.rulesIcon} aria-hidden="true" />
        <Title order={2} id="rush-rules-heading" fz={{ base: 22, sm: 26 }}>
          Important Rush Order Information
        </Title>
      </div>
      <ul className={classes.rulesList}>
        {rushRules.map(({ rule, detail }) => (
          <li key={rule}>
            <strong>{rule}</strong> {detail}
          </li>
        ))}
      </ul>
    </section>
  );
}
