import { Container } from "@mantine/core";
import { IconClock, IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link, type LinkComponentProps } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { sitePageTitle } from "../../data/site-pages";
import { emailHref, storeAddressText, storeHoursText, storeInfo } from "../../data/store-info";
import text from "../../ui/styles/text.module.css";
import { PageBanner } from "../layout/PageBanner";
import classes from "./policies.module.css";
import { POLICIES_UPDATED, type PolicyPath, policyPaths } from "./policy-pages";

interface PolicyPageProps {
  path: PolicyPath;
  lead: string;
  /** The few facts most readers came for, before the full text. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * A policy page (returns, privacy, terms): the banner with its heading, the short version, the
 * sections, and beside them how to reach us and the other policies. Plain HTML throughout, so the
 * page drawn on the server reads the same without JavaScript.
 */
export function PolicyPage({ path, lead, summary, children }: PolicyPageProps) {
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} className={text.page}>
      <PageBanner eyebrow="Store policies" title={sitePageTitle(path)} lead={lead} leadWidth={640} />
      <div className={classes.layout}>
        <article className={classes.body}>
          <p className={classes.updated}>Last updated {POLICIES_UPDATED}</p>
          <section className={classes.summary} aria-labelledby="policy-summary">
            <h2 id="policy-summary">In short</h2>
            {summary}
          </section>
          {children}
        </article>
        <aside className={classes.aside} aria-label="Questions and other policies">
          <QuestionsCard />
          <OtherPolicies current={path} />
        </aside>
      </div>
    </Container>
  );
}

/** One numbered part of a policy, with its heading (the id names the section for screen readers). */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A link inside a policy's text, underlined so it reads as a link without colour. */
export function PolicyLink(props: Omit<LinkComponentProps, "className">) {
  return <Link {...props} className={classes.link} />;
}

/** The store's phone and e-mail as links inside a sentence. */
export function PhoneLink() {
  return (
    <a href={storeInfo.phoneHref} className={classes.link}>
      {storeInfo.phone}
    </a>
  );
}

export function EmailLink() {
  return (
    <a href={emailHref} className={classes.link}>
      {storeInfo.email}
    </a>
  );
}

function QuestionsCard() {
  return (
    <section className={classes.card} aria-labelledby="policy-questions">
      <h2 id="policy-questions">Questions?</h2>
      <p>Ask us before you order, or any time after. A person answers.</p>
      <ul>
        <li className={classes.contactLine}>
          <IconPhone size={16} aria-hidden="true" />
          <PhoneLink />
        </li>
        <li className={classes.contactLine}>
          <IconMail size={16} aria-hidden="true" />
          <EmailLink />
        </li>
        <li className={classes.contactLine}>
          <IconMapPin size={16} aria-hidden="true" />
          <span>{storeAddressText}</span>
        </li>
        <li className={classes.contactLine}>
          <IconClock size={16} aria-hidden="true" />
          <span>{storeHoursText}</span>
        </li>
      </ul>
    </section>
  );
}

function OtherPolicies({ current }: { current: PolicyPath }) {
  return (
    <nav className={classes.card} aria-labelledby="policy-others">
      <h2 id="policy-others">Our policies</h2>
      <ul>
        {policyPaths.map((path) => (
          <li key={path}>
            {path === current ? (
              <span aria-current="page">{sitePageTitle(path)}</span>
            ) : (
              <Link to={path} className={classes.link}>
                {sitePageTitle(path)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
