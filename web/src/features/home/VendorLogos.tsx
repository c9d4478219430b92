import { Container, Text, Title } from "@mantine/core";
import shared from "./home.module.css";
import type { HomeWords, VendorLogo } from "./home-content";
import classes from "./VendorLogos.module.css";

/**
 * The six brands the store carries, each logo with its name. Names show at once; the logos wait
 * for the content (settled) so a changed logo never flashes the old one.
 */
export function VendorLogos({
  words,
  logos,
  settled,
}: {
  words: HomeWords;
  logos: VendorLogo[];
  settled: boolean;
}) {
  return (
    <Container component="section" size="xl" py={{ base: "lg", md: 40 }} aria-labelledby="vendors-heading">
      <Title order={2} id="vendors-heading" ta="center" fz={{ base: 24, md: 30 }}>
        {words("vendors.heading")}
      </Title>
      <Text className={shared.muted} ta="center" mt={4} mb="lg">
        {words("vendors.intro")}
      </Text>
      <ul className={classes.grid}>
        {logos.map((vendor) => (
          <li key={vendor.key} className={classes.vendor}>
            <div className={classes.logoBox}>
              {settled && (
                <img
                  className={classes.logo}
                  src={vendor.src}
                  alt={`${vendor.name} logo`}
                  width={320}
                  height={120}
                  loading="lazy"
                />
              )}
            </div>
            <span className={classes.name}>{vendor.name}</span>
          </li>
        ))}
      </ul>
    </Container>
  );
}
