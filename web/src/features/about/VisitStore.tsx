import { Anchor, Container, Text, Title } from "@mantine/core";
import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { emailHref, storeInfo } from "../../data/store-info";
import { EmailText } from "../store-location/EmailText";
import { StoreAddress } from "../store-location/StoreAddress";
import { StoreHours } from "../store-location/StoreHours";
import { StoreMap } from "../store-location/StoreMap";
import shared from "./about.module.css";
import classes from "./VisitStore.module.css";

/** "Visit Our Store": the address, the opening hours and the map (spec §2, hours from §9). */
export function VisitStore() {
  return (
    <Container component="section" size="xl" className={shared.section} aria-labelledby="visit-heading">
      <div className={classes.layout}>
        <div className={classes.panel}>
          <div className={shared.eyebrow}>Come see us</div>
          <Title order={2} id="visit-heading" fz={{ base: 28, md: 36 }} mt={4}>
            Visit Our Store
          </Title>
          <Text mt="sm" className={shared.muted}>
            Try on sizes, see fabric and print samples, and talk through your team's order in person.
          </Text>

          <div className={classes.item}>
            <IconMapPin size={22} className={classes.icon} aria-hidden="true" />
            <div>
              <Title order={3} className={classes.label}>
                Address
              </Title>
              <StoreAddress className={classes.address} />
            </div>
          </div>

          <div className={classes.item}>
            <IconClock size={22} className={classes.icon} aria-hidden="true" />
            <div className={classes.grow}>
              <Title order={3} className={classes.label}>
                Store Hours
              </Title>
              <StoreHours />
            </div>
          </div>

          <div className={classes.item}>
            <IconPhone size={22} className={classes.icon} aria-hidden="true" />
            <div>
              <Title order={3} className={classes.label}>
                Call or Email
              </Title>
              <Anchor href={storeInfo.phoneHref} fw={600} display="block">
                {storeInfo.phone}
              </Anchor>
              <Anchor href={emailHref} fw={600} className={classes.email}>
                <IconMail size={16} aria-hidden="true" className={classes.mailIcon} />
                <EmailText />
              </Anchor>
            </div>
          </div>
        </div>
        <StoreMap />
      </div>
    </Container>
  );
}
