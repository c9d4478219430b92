import { Container, Group } from "@mantine/core";
import { IconArrowRight, IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { emailHref, storeInfo } from "../../data/store-info";
import classes from "./SiteFooter.module.css";
import { SocialLinks } from "./SocialLinks";

const quickLinks = [
  { label: "Shop All Products", to: "/shop" },
  { label: "Stock Designs", to: "/stock-designs" },
  { label: "Team Packages", to: "/team-packages" },
  { label: "Rush Fees", to: "/team-packages/rush-fees" },
  { label: "Sports Blog", to: "/blog" },
  { label: "About Us", to: "/about" },
] as const;

/** The site footer: brand and call to action, quick links, contact details and hours. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <section aria-labelledby="footer-about">
            <img src="/logo-dark.svg" alt="Clanton Sports Apparel" height={56} width={210} />
            <h2 id="footer-about" className={classes.heading} style={{ marginTop: 16 }}>
              Exceptional Design Expertise!
            </h2>
            <p className={classes.text}>
              From full-sublimation uniforms to one-off fan shirts, our in-house artists turn your team's
              ideas into gear you'll be proud to wear.
            </p>
            <Link to="/custom-artwork" className={classes.cta} style={{ marginTop: 12 }}>
              Get Started <IconArrowRight size={16} aria-hidden="true" />
            </Link>
          </section>

          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={classes.heading}>
              Quick Links
            </h2>
            <ul className={classes.linkList}>
              {quickLinks.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to} className={classes.link}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className={classes.heading}>
              Store Hours
            </h2>
            <div className={classes.contactItem}>
              <IconClock size={18} aria-hidden="true" />
              <dl className={classes.text} style={{ margin: 0 }}>
                {storeInfo.hours.map(({ days, time }) => (
                  <div key={days} style={{ display: "flex", gap: 8 }}>
                    <dt style={{ fontWeight: 700, minWidth: 64 }}>{days}</dt>
                    <dd style={{ margin: 0 }}>{time}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              <Link to="/contact" className={classes.cta}>
                Contact Us Today! <IconArrowRight size={16} aria-hidden="true" />
              </Link>
            </h2>
            <Group gap={10} align="flex-start" className={classes.contactItem}>
              <IconPhone size={18} aria-hidden="true" />
              <a href={storeInfo.phoneHref} className={classes.link}>
                {storeInfo.phone}
              </a>
            </Group>
            <Group gap={10} mt={10} className={classes.contactItem}>
              <IconMail size={18} aria-hidden="true" />
              <a href={emailHref} className={classes.link}>
                {storeInfo.email}
              </a>
            </Group>
            <Group gap={10} mt={10} className={classes.contactItem}>
              <IconMapPin size={18} aria-hidden="true" />
              <span>{storeInfo.location}</span>
            </Group>
            <Group gap="xs" mt="md">
              <SocialLinks className={classes.social} iconSize={18} />
            </Group>
          </section>
        </div>
        <div className={classes.bottom}>
          <span>
            © {new Date().getFullYear()} {storeInfo.name}. All rights reserved.
          </span>
          <span>Proudly outfitting teams in Chilton County since {storeInfo.founded}.</span>
        </div>
      </Container>
    </footer>
  );
}
