import { Container, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import shared from "./home.module.css";
import type { HomeWords } from "./home-content";
import classes from "./ShopByCategory.module.css";

interface CategoryTile {
  /** The tile's words in website content: `categories.<id>_name` and `_blurb`. */
  id: "t_shirts" | "sweatshirts" | "hoodies" | "equipment" | "accessories" | "all_products";
  /** The shop's category filter value; undefined opens the whole catalogue. */
  category?: string;
  image: string;
}

const tiles: CategoryTile[] = [
  {
    id: "t_shirts",
    category: "t-shirts",
    image: "/images/products/clanton-hometown-screen-printed-tee.svg",
  },
  {
    id: "sweatshirts",
    category: "sweatshirts",
    image: "/images/products/heavyweight-crewneck-sweatshirt.svg",
  },
  {
    id: "hoodies",
    category: "hoodies",
    image: "/images/products/champion-powerblend-hoodie.svg",
  },
  {
    id: "equipment",
    category: "equipment",
    image: "/images/products/youth-batting-helmet-with-faceguard.svg",
  },
  {
    id: "accessories",
    category: "accessories",
    image: "/images/products/pacific-perforated-adjustable-cap.svg",
  },
  {
    id: "all_products",
    image: "/images/products/custom-sublimated-team-jersey.svg",
  },
];

/** Picture tiles into the shop, one per category plus the whole catalogue. */
export function ShopByCategory({ words }: { words: HomeWords }) {
  return (
    <Container component="section" size="xl" py={{ base: "lg", md: 40 }} aria-labelledby="categories-heading">
      <div className={shared.sectionHeader}>
        <div>
          <div className={shared.eyebrow}>{words("categories.eyebrow")}</div>
          <Title order={2} id="categories-heading" fz={{ base: 24, md: 30 }}>
            {words("categories.heading")}
          </Title>
        </div>
        <Text className={shared.muted} maw={440}>
          {words("categories.intro")}
        </Text>
      </div>
      <ul className={classes.grid}>
        {tiles.map((tile) => (
          <li key={tile.id}>
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
                <span className={classes.name}>{words(`categories.${tile.id}_name`)}</span>
                <span className={`${classes.blurb} ${shared.muted}`}>
                  {words(`categories.${tile.id}_blurb`)}
                </span>
                <span className={classes.cta} aria-hidden>
                  {words("categories.shop_now")} <IconArrowRight size={14} />
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}
