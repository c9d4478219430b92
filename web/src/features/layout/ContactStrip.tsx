import { Container } from "@mantine/core";
import { IconMail, IconPhone } from "@tabler/icons-react";
import { emailHref, storeInfo } from "../../data/store-info";
import classes from "./ContactStrip.module.css";
import { SocialLinks } from "./SocialLinks";

export const PROMO_TEXT = "Free shipping on orders over $100!";

/** The slim navy strip above the header: how to reach the store, the promotion, social links. */
export function ContactStrip() {
  return (
    <div className={classes.strip}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.contacts}>
          <a className={classes.contactLink} href={emailHref}>
            <IconMail size={15} aria-hidden="true" />
            <span className={classes.emailText}>{storeInfo.email}</span>
          </a>
          <a className={classes.contactLink} href={storeInfo.phoneHref}>
            <IconPhone size={15} aria-hidden="true" />
            <span className={classes.phoneText}>{storeInfo.phone}</span>
          </a>
        </div>
        <p className={classes.promo} style={{ margin: 0 }}>
          {PROMO_TEXT}
        </p>
        <nav className={classes.social} aria-label="Social media">
          <SocialLinks className={classes.socialLink} />
        </nav>
      </Container>
    </div>
  );
}
