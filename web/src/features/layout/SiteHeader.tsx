import { Burger, Container, Image } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMapPin } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { storeInfo } from "../../data/store-info";
import { CartButton } from "../cart/CartButton";
import { SearchButton } from "../search/SearchButton";
import { AdminLink } from "./AdminLink";
import { ContactStrip } from "./ContactStrip";
import { MainNav } from "./MainNav";
import { MobileMenu } from "./MobileMenu";
import classes from "./SiteHeader.module.css";
import { ThemeToggle } from "./ThemeToggle";

/** The store's fixed header: contact strip, logo bar with actions, and the navigation row. */
export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Any navigation (also Back) closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => menu.close(), [pathname]);

  return (
    <header className={classes.header}>
      <ContactStrip />
      <Container size="xl">
        <div className={classes.bar}>
          <div className={classes.barStart}>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={menuOpened ? "Close menu" : "Open menu"}
            />
            <SearchButton hiddenFrom="md" />
            <span className={classes.tagline}>
              <IconMapPin size={16} aria-hidden="true" style={{ verticalAlign: "-3px", marginRight: 4 }} />
              {storeInfo.town} · Since {storeInfo.founded}
            </span>
          </div>
          <Link to="/" className={classes.logoLink}>
            <Image src="/logo.svg" alt="Clanton Sports Apparel" className={classes.logo} darkHidden />
            <Image src="/logo-dark.svg" alt="Clanton Sports Apparel" className={classes.logo} lightHidden />
          </Link>
          <div className={classes.barEnd}>
            <ThemeToggle />
            <AdminLink />
            <SearchButton visibleFrom="md" />
            <CartButton />
          </div>
        </div>
      </Container>
      <div className={classes.navRow}>
        <Container size="xl" h="100%">
          <MainNav />
        </Container>
      </div>
      <MobileMenu opened={menuOpened} onClose={menu.close} />
    </header>
  );
}
