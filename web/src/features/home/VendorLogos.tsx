import { Container, Text, Title } from "@mantine/core";
import shared from "./home.module.css";
import { vendorLogosFrom } from "./home-content";
import { useVendorLogos } from "./use-home-content";
import classes from "./VendorLogos.module.css";

// Names show at once; the logos wait for the content so a changed logo never flashes the old one.
const vendorNames = vendorLogosFrom(undefined);

/** The six brands the store carries, each logo with its name. */
export function VendorLogos() {
  const logos = useVendorLogos();
  return (
    <Container component="section" size="xl" py={{ base: "lg", md: 40 }} aria-labelledby="vendors-heading">
      <Title order={2} id="vendors-heading" ta="center" fz={{ base: 24, md: 30 }}>
        Brands We Carry
      </Title>
      <Text className={shared.muted} ta="center" mt={4} mb="lg">
        Trusted blanks, fleece and headwear from the names teams already know.
      </Text>
      <ul className={classes.grid}>
        {(logos ?? vendorNames).map((vendor) => (
          <li key={vendor.key} className={classes.vendor}>
            <div className={classes.logoBox}>
              {logos && (
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
