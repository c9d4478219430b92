import { Container, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import shared from "./home.module.css";
import classes from "./ShopByCategory.module.css";

interface CategoryTile {
  name: string;
  /** The shop's category filter value; undefined opens the whole catalogue. */
  category?: string;
  blurb: string;
  image: string;
}

const tiles: CategoryTile[] = [
  {
    name: "T-Shirts",
    category: "t-shirts",
    blurb: "Performance tees, soft cotton classics and hometown prints.",
    image: "/images/products/clanton-hometown-screen-printed-tee.svg",
  },
  {
    name: "Sweatshirts",
    category: "sweatshirts",
    blurb: "Fleece crews for cool mornings in the stands.",
    image: "/images/products/heavyweight-crewneck-sweatshirt.svg",
  },
  {
    name: "Hoodies",
    category: "hoodies",
    blurb: "From Champion staples to full-sub team designs.",
    image: "/images/products/champion-powerblend-hoodie.svg",
  },
  {
    name: "Equipment",
    category: "equipment",
    blurb: "Helmets, gloves, catcher's gear and bags.",
    image: "/images/products/youth-batting-helmet-with-faceguard.svg",
  },
  {
    name: "Accessories",
    category: "accessories",
    blurb: "Caps, beanies and custom socks to finish the look.",
    image: "/images/products/pacific-perforated-adjustable-cap.svg",
  },
  {
    name: "All Products",
    blurb: "Browse the full catalogue, apparel to equipment.",
    image: "/images/products/custom-sublimated-team-jersey.svg",
  },
];

/** Picture tiles into the shop, one per category plus the whole catalogue. */
export function ShopByCategory() {
  return (
    <Container component="section" size="xl" py={{ base: "lg", md: 40 }} aria-labelledby="categories-heading">
      <div className={shared.sectionHeader}>
        <div>
          <div className={shared.eyebrow}>Shop the store</div>
          <Title order={2} id="categories-heading" fz={{ base: 24, md: 30 }}>
            Shop by Category
          </Title>
        </div>
        <Text className={shared.muted} maw={440}>
          Everything on our store shelves, ready to order online.
        </Text>
      </div>
      <ul className={classes.grid}>
        {tiles.map((tile) => (
          <li key={tile.name}>
            <Link
              to="/shop"
              search={tile.category ? { category: tile.category } : {}}
              className={classes.tile}
            >
              <img
                className={`${classes.image} studio-backdrop`}
                src={tile.image}
                alt=""
                width={800}
                height={600}
                loading="lazy"
              />
              <div className={classes.body}>
                <span className={classes.name}>{tile.name}</span>
                <span className={`${classes.blurb} ${shared.muted}`}>{tile.blurb}</span>
                <span className={classes.cta} aria-hidden>
                  Shop now <IconArrowRight size={14} />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
