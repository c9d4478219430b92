import { Button, Container, Text, Title } from "@mantine/core";
import { IconBolt, IconChevronRight, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { teamPackageSports } from "../../data/site-pages";
import shared from "./home.module.css";
import type { HomeWords } from "./home-content";
import classes from "./TeamPackagesTeaser.module.css";

const sellingPoints = ["packages.point_1", "packages.point_2", "packages.point_3"] as const;

/** A short pitch for the team packages, with a way straight into each sport. */
export function TeamPackagesTeaser({ words }: { words: HomeWords }) {
  return (
    <Container component="section" size="xl" py={{ base: "lg", md: 40 }} aria-labelledby="packages-heading">
      <div className={classes.panel}>
        <div>
          <div className={shared.eyebrow}>{words("packages.eyebrow")}</div>
          <Title order={2} id="packages-heading" fz={{ base: 26, md: 34 }} mt={4}>
            {words("packages.heading")}
          </Title>
          <Text className={shared.muted} mt="sm" fz={{ base: "md", md: "lg" }}>
            {words("packages.intro")}
          </Text>
          <ul className={classes.points}>
            {sellingPoints.map((point) => (
              <li key={point}>
                <IconCircleCheck size={20} className={classes.pointIcon} aria-hidden />
                <span>{words(point)}</span>
              </li>
            ))}
          </ul>
          <Button
            component={Link}
            to="/team-packages"
            size="md"
            rightSection={<IconChevronRight size={18} />}
          >
            {words("packages.button")}
          </Button>
        </div>
        <nav aria-label="Team packages by sport">
          <ul className={classes.sports}>
            {teamPackageSports.map(({ sport, label }) => (
              <li key={sport}>
                <Link to="/team-packages/$sport" params={{ sport }} className={classes.sport}>
                  {label}
                  <IconChevronRight size={18} className={classes.sportArrow} aria-hidden />
                </Link>
              </li>
            ))}
            <li>
              <Link to="/team-packages/rush-fees" className={classes.rush}>
                Rush Fees
                <IconBolt size={18} className={classes.sportArrow} aria-hidden />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </Container>
  );
}
