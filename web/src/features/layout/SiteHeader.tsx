import { Burger, Container, Image } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMapPin } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { storeInfo } from "../../data/store-info";
import { CartButton } from "../cart/CartButton";
import { SearchButton } from "../search/SearchButton";
import { AccountLink } from "./AccountLink";
import { AdminLink } from "./AdminLink";
import { ContactStrip } from "./ContactStrip";
import { MainNav } from "./MainNav";
import classes from "./SiteHeader.module.css";
import { ThemeToggle } from "./ThemeToggle";

// The phone menu's drawer is fetched when the burger is first pressed, not with every page.
const MobileMenu = lazy(() => import("./MobileMenu").then((m) => ({ default: m.MobileMenu })));

/** The store's fixed header: contact strip, logo bar with actions, and the navigation row. */
export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (menuOpened) setMenuWanted(true);
  }, [menuOpened]);
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
            {/* Lazy: hidden in the light scheme, so it is not fetched (nor preloaded) beside the page's pictures. */}
            <Image
              src="/logo-dark.svg"
              alt="Clanton Sports Apparel"
              className={classes.logo}
              lightHidden
              loading="lazy"
            />
          </Link>
          <div className={classes.barEnd}>
            <ThemeToggle />
            <AdminLink />
            <AccountLink />
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
      {(menuWanted || menuOpened) && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
