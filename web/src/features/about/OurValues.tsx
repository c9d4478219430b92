import { Container, Text, Title } from "@mantine/core";
import { type Icon, IconBolt, IconFlame, IconTrophy, IconUsersGroup } from "@tabler/icons-react";
import shared from "./about.module.css";
import classes from "./OurValues.module.css";

interface Value {
  name: string;
  text: string;
  icon: Icon;
}

const values: Value[] = [
  {
    name: "Excellence",
    text: "Every jersey is checked before it leaves the shop: the right sizes, the right spelling, colours that match the proof.",
    icon: IconTrophy,
  },
  {
    name: "Community",
    text: "We sponsor local leagues, outfit school teams and know most of our customers by name. Clanton is home.",
    icon: IconUsersGroup,
  },
  {
    name: "Performance",
    text: "Breathable fabrics, sturdy stitching and gear that holds up from the first practice to the last tournament.",
    icon: IconBolt,
  },
  {
    name: "Passion",
    text: "We are players, coaches and parents too. Game day matters to us, so your order gets the care it deserves.",
    icon: IconFlame,
  },
];

/** The four values the store works by (spec §2). */
export function OurValues() {
  return (
    <section className={classes.band} aria-labelledby="values-heading">
      <Container size="xl" className={shared.section}>
        <div className={shared.centered}>
          <div className={shared.eyebrow}>What we stand for</div>
          <Title order={2} id="values-heading" fz={{ base: 28, md: 36 }} mt={4}>
            Our Values
          </Title>
        </div>
        <ul className={classes.grid}>
          {values.map(({ name, text, icon: ValueIcon }) => (
            <li key={name} className={classes.card}>
              <span className={classes.icon}>
                <ValueIcon size={26} stroke={1.8} aria-hidden="true" />
              </span>
              <Title order={3} fz="xl" mt="md">
                {name}
              </Title>
              <Text mt={6} className={shared.muted}>
                {text}
              </Text>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
