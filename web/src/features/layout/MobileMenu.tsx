import { Anchor, Button, Collapse, Drawer, Group, Image, Stack, Text } from "@mantine/core";
import { IconBrush, IconChevronDown } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { emailHref, storeInfo } from "../../data/store-info";
import classes from "./MobileMenu.module.css";
import { primaryLinks, secondaryLinks, shopCategoryLinks, sizingLinks } from "./nav-links";
import { SocialLinks } from "./SocialLinks";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The phone menu (below the md breakpoint): the header's links, with Shop and Sizing Info expandable. */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={320}
      title={
        <>
          <Image src="/logo.svg" alt="Clanton Sports Apparel" h={36} w="auto" darkHidden />
          <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" h={36} w="auto" lightHidden />
        </>
      }
      closeButtonProps={{ "aria-label": "Close menu" }}
      hiddenFrom="md"
    >
      {/* Every link closes the menu; the page also closes it when the route changes. */}
      <nav aria-label="Mobile">
        <Stack gap={2}>
          <Link to="/" className={classes.link} activeOptions={{ exact: true }} onClick={onClose}>
            Home
          </Link>
          <ExpandableSection label="Shop">
            {shopCategoryLinks.map(({ label, category }) => (
              <Link
                key={category}
                to="/shop"
                search={{ category }}
                className={classes.sublink}
                onClick={onClose}
              >
                {label}
              </Link>
            ))}
            <Link to="/shop" className={classes.sublink} onClick={onClose}>
              View All Products
            </Link>
          </ExpandableSection>
          {primaryLinks.map(({ label, to }) => (
            <Link key={to} to={to} className={classes.link} onClick={onClose}>
              {label}
            </Link>
          ))}
          <ExpandableSection label="Sizing Info">
            {sizingLinks.map(({ label, sport }) => (
              <Link
                key={sport}
                to="/sizing-info/$sport"
                params={{ sport }}
                className={classes.sublink}
                onClick={onClose}
              >
                {label}
              </Link>
            ))}
          </ExpandableSection>
          {secondaryLinks.map(({ label, to }) => (
            <Link key={to} to={to} className={classes.link} onClick={onClose}>
              {label}
            </Link>
          ))}
          <Link to="/account" className={classes.link} onClick={onClose}>
            Your Account
          </Link>
        </Stack>
        <Button
          component={Link}
          to="/custom-artwork"
          onClick={onClose}
          fullWidth
          mt="md"
          color="gold.6"
          c="navy.9"
          radius="xl"
          leftSection={<IconBrush size={18} aria-hidden="true" />}
        >
          Custom Artwork
        </Button>
      </nav>
      <div className={classes.contact}>
        <Text size="sm" fw={700}>
          {storeInfo.location}
        </Text>
        <Anchor href={storeInfo.phoneHref} size="sm" display="block" mt={4}>
          {storeInfo.phone}
        </Anchor>
        <Anchor href={emailHref} size="sm" display="block" mt={2}>
          {storeInfo.email}
        </Anchor>
        <Group gap="xs" mt="sm">
          <SocialLinks className={classes.social} iconSize={20} />
        </Group>
      </div>
    </Drawer>
  );
}

function ExpandableSection({ label, children }: { label: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className={classes.link}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
      >
        {label}
        <IconChevronDown className={classes.chevron} size={18} aria-hidden="true" />
      </button>
      <Collapse expanded={expanded} id={id}>
        <Stack gap={2} py={2}>
          {children}
        </Stack>
      </Collapse>
    </div>
  );
}
