import { Anchor, Text, Title } from "@mantine/core";
import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { emailHref, storeInfo } from "../../data/store-info";
import { EmailText } from "../store-location/EmailText";
import { StoreHours } from "../store-location/StoreHours";
import classes from "./contact.module.css";

/** Where and when to reach the store (spec §2: town, phone, e-mail, hours). */
export function ContactInfo() {
  const { street, zip } = storeInfo.address;
  return (
    <section className={classes.panel} aria-labelledby="contact-info-heading">
      <Title order={2} id="contact-info-heading" fz={{ base: 22, md: 26 }}>
        Contact Information
      </Title>
      <ul className={classes.infoList}>
        <li className={classes.infoItem}>
          <IconMapPin size={22} className={classes.infoIcon} aria-hidden="true" />
          <div>
            <Text className={classes.infoLabel}>Location</Text>
            <Text fw={600}>{storeInfo.town}</Text>
            <Text className={classes.muted}>
              {street}, {zip}
            </Text>
          </div>
        </li>
        <li className={classes.infoItem}>
          <IconPhone size={22} className={classes.infoIcon} aria-hidden="true" />
          <div>
            <Text className={classes.infoLabel}>Phone</Text>
            <Anchor href={storeInfo.phoneHref} fw={600}>
              {storeInfo.phone}
            </Anchor>
          </div>
        </li>
        <li className={classes.infoItem}>
          <IconMail size={22} className={classes.infoIcon} aria-hidden="true" />
          <div className={classes.grow}>
            <Text className={classes.infoLabel}>Email</Text>
            <Anchor href={emailHref} fw={600}>
              <EmailText />
            </Anchor>
          </div>
        </li>
        <li className={classes.infoItem}>
          <IconClock size={22} className={classes.infoIcon} aria-hidden="true" />
          <div className={classes.grow}>
            <Text className={classes.infoLabel}>Store Hours</Text>
            <StoreHours />
          </div>
        </li>
      </ul>
    </section>
  );
}
