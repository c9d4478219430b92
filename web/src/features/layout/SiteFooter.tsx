import { Container, Group, type GroupProps } from "@mantine/core";
import { type Icon, IconArrowRight, IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { sitePageTitle } from "../../data/site-pages";
import { emailHref, storeInfo } from "../../data/store-info";
import classes from "./SiteFooter.module.css";
import { SocialLinks } from "./SocialLinks";

/** The footer's quick links, each named with its page's title. */
const quickLinks = [
  "/shop",
  "/stock-designs",
  "/team-packages",
  "/team-packages/rush-fees",
  "/team-stores",
  "/blog",
  "/about",
] as const;

/** The store's policies, linked in the footer's bottom row on every page. */
const policyLinks = ["/returns", "/privacy", "/terms"] as const;

/** The site footer: brand and call to action, quick links, contact details and hours. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.grid}>
          <section aria-labelledby="footer-about">
            {/* Lazy: below the fold, and React would otherwise preload it beside the page's main picture. */}
            <img src="/logo-dark.svg" alt="Clanton Sports Apparel" height={56} width={210} loading="lazy" />
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

          <FooterColumn id="footer-links" title="Quick Links" nav>
            <PageLinks pages={quickLinks} className={classes.linkList} />
          </FooterColumn>

          <FooterColumn id="footer-hours" title="Store Hours">
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
          </FooterColumn>

          <FooterColumn
            id="footer-contact"
            title={
              <Link to="/contact" className={classes.cta}>
                Contact Us Today! <IconArrowRight size={16} aria-hidden="true" />
              </Link>
            }
          >
            <ContactLine icon={IconPhone} align="flex-start">
              <a href={storeInfo.phoneHref} className={classes.link}>
                {storeInfo.phone}
              </a>
            </ContactLine>
            <ContactLine icon={IconMail} mt={10}>
              <a href={emailHref} className={classes.link}>
                {storeInfo.email}
              </a>
            </ContactLine>
            <ContactLine icon={IconMapPin} mt={10}>
              <span>{storeInfo.location}</span>
            </ContactLine>
            <Group gap="xs" mt="md">
              <SocialLinks className={classes.social} iconSize={18} />
            </Group>
          </FooterColumn>
        </div>
        <div className={classes.bottom}>
          <span>
            © {new Date().getFullYear()} {storeInfo.name}. All rights reserved.
          </span>
          <nav aria-label="Store policies">
            <PageLinks pages={policyLinks} className={classes.policyList} />
          </nav>
          <span>Proudly outfitting teams in Chilton County since {storeInfo.founded}.</span>
        </div>
      </Container>
    </footer>
  );
}

interface FooterColumnProps {
  /** The heading's id, which names the column. */
  id: string;
  title: ReactNode;
  /** The quick links are a navigation landmark; the other columns are sections. */
  nav?: boolean;
  children: ReactNode;
}

function FooterColumn({ id, title, nav = false, children }: FooterColumnProps) {
  const Landmark = nav ? "nav" : "section";
  return (
    <Landmark aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      {children}
    </Landmark>
  );
}

/** A way to reach the store, after its icon. */
function ContactLine({ icon: LineIcon, children, ...group }: GroupProps & { icon: Icon }) {
  return (
    <Group gap={10} className={classes.contactItem} {...group}>
      <LineIcon size={18} aria-hidden="true" />
      {children}
    </Group>
  );
}

/** A list of the site's pages, each linked with its page's title. */
function PageLinks({
  pages,
  className,
}: {
  pages: readonly (typeof quickLinks | typeof policyLinks)[number][];
  className?: string;
}) {
  return (
    <ul className={className}>
      {pages.map((to) => (
        <li key={to}>
          <Link to={to} className={classes.link}>
            {sitePageTitle(to)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
