import { Container, Text, Title } from "@mantine/core";
import { teamPackageSports } from "../../data/site-pages";
import { storeInfo } from "../../data/store-info";
import classes from "./AboutHero.module.css";

const facts = [
  { value: String(storeInfo.founded), label: "Opened in Clanton" },
  { value: String(teamPackageSports.length), label: "Sports with team packages" },
  { value: "In-house", label: "Design and printing" },
];

/** The about page's opening banner: who we are, since when, and a few facts at a glance. */
export function AboutHero() {
  return (
    <Container size="xl" pt={{ base: "md", sm: "xl" }}>
      <header className={classes.hero}>
        <img
          className={classes.picture}
          src="/images/hero/slide-1-1.svg"
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
        />
        <div className={classes.copy}>
          <Text fz="xs" fw={700} className={classes.eyebrow}>
            Your hometown team outfitter
          </Text>
          <Title order={1} fz={{ base: 30, sm: 44 }} mt={4} c="white">
            About {storeInfo.name}
          </Title>
          <Text mt="sm" fz={{ base: "md", sm: "lg" }} className={classes.lead}>
            Uniforms, spirit wear and equipment for the teams, schools and fans of Chilton County, made with
            pride in {storeInfo.town} since {storeInfo.founded}.
          </Text>
          <dl className={classes.facts}>
            {facts.map((fact) => (
              <div key={fact.label} className={classes.fact}>
                <dt className={classes.factLabel}>{fact.label}</dt>
                <dd className={classes.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
    </Container>
  );
}
