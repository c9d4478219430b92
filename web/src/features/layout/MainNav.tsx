import { Button } from "@mantine/core";
import { IconBrush } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import classes from "./MainNav.module.css";
import { NavDropdown } from "./NavDropdown";
import { primaryLinks, secondaryLinks, shopCategoryLinks, sizingLinks } from "./nav-links";

/** The desktop navigation row (from the md breakpoint up; phones use the menu drawer). */
export function MainNav() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <nav className={classes.nav} aria-label="Main">
      <Link to="/" className={classes.link} activeOptions={{ exact: true }}>
        Home
      </Link>
      <NavDropdown label="Shop" active={pathname === "/shop"}>
        {shopCategoryLinks.map(({ label, category }) => (
          <Link
            key={category}
            to="/shop"
            search={{ category }}
            className={classes.panelLink}
            activeOptions={{ includeSearch: true }}
          >
            {label}
          </Link>
        ))}
        <div className={classes.panelDivider} />
        <Link to="/shop" className={`${classes.panelLink} ${classes.panelStrong}`}>
          View All Products
        </Link>
      </NavDropdown>
      {primaryLinks.map(({ label, to }) => (
        <Link key={to} to={to} className={classes.link}>
          {label}
        </Link>
      ))}
      <NavDropdown label="Sizing Info" active={pathname.startsWith("/sizing-info")}>
        {sizingLinks.map(({ label, sport }) => (
          <Link key={sport} to="/sizing-info/$sport" params={{ sport }} className={classes.panelLink}>
            {label}
          </Link>
        ))}
      </NavDropdown>
      {secondaryLinks.map(({ label, to }) => (
        <Link key={to} to={to} className={classes.link}>
          {label}
        </Link>
      ))}
      <Button
        component={Link}
        to="/custom-artwork"
        color="gold.6"
        c="navy.9"
        radius="xl"
        size="sm"
        ml="xs"
        style={{ flexShrink: 0 }}
        leftSection={<IconBrush size={16} aria-hidden="true" />}
      >
        Custom Artwork
      </Button>
    </nav>
  );
}
