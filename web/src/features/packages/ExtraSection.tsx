import { Text, Title } from "@mantine/core";
import type { ExtraSection as ExtraSectionData, FeatureGroup } from "../../data/team-packages";
import { Checklist } from "../../ui/Checklist";
import text from "../../ui/styles/text.module.css";
import classes from "./sport-page.module.css";

/** A sport's own section: specifications or feature lists, one card per group. */
export function ExtraSection({ section }: { section: ExtraSectionData }) {
  const headingId = `${section.id}-heading`;
  return (
    <section className={classes.extra} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={text.sectionTitle}>
        {section.title}
      </Title>
      <Text className={text.muted} mb="lg" maw={720}>
        {section.intro}
      </Text>
      <div className={section.groups.length > 3 ? classes.groupsFour : classes.groups}>
        {section.groups.map((group) => (
          <GroupCard key={group.title} group={group} />
        ))}
      </div>
    </section>
  );
}

function GroupCard({ group }: { group: FeatureGroup }) {
  return (
    <div className={classes.groupCard}>
      <Title order={3} fz={20}>
        {group.title}
      </Title>
      {group.description && (
        <Text className={text.muted} mt={6}>
          {group.description}
        </Text>
      )}
      {group.specs && (
        <dl className={classes.specs}>
          {group.specs.map((spec) => (
            <div key={spec.label} className={classes.spec}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {group.items && <Checklist items={group.items} className={classes.checklist} />}
    </div>
  );
}
