import { Container, Text, Title } from "@mantine/core";
import { storeInfo } from "../../data/store-info";
import shared from "./about.module.css";
import classes from "./OurStory.module.css";

/** How the store began and what it does today. */
export function OurStory() {
  return (
    <Container component="section" size="xl" className={shared.section} aria-labelledby="story-heading">
      <div className={classes.layout}>
        <div>
          <div className={shared.eyebrow}>Where we come from</div>
          <Title order={2} id="story-heading" fz={{ base: 28, md: 36 }} mt={4}>
            Our Story
          </Title>
          <div className={classes.text}>
            <Text>
              {storeInfo.name} opened its doors in {storeInfo.founded} with a simple idea: the teams of
              Chilton County deserved uniforms that looked as good as they played, without waiting months or
              ordering from a catalogue three states away.
            </Text>
            <Text>
              What started as a small shop with one heat press and a rack of blank tees has grown into a full
              team outfitter. Today we design, print and embroider in-house, carry equipment from the brands
              coaches trust, and put together complete packages for baseball, softball, football, basketball,
              soccer and more.
            </Text>
            <Text>
              We are still a local store. Come by and you will find the same people who answer the phone, draw
              your artwork and fold your order, and who cheer for your team on Friday night.
            </Text>
          </div>
        </div>
        <img
          className={classes.picture}
          src="/images/hero/slide-1-3.svg"
          alt="Navy and gold team jerseys numbered 7, 13 and 24 hanging in a locker room"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
        />
      </div>
    </Container>
  );
}
