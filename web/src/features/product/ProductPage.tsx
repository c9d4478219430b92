import {
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconCircleCheck, IconCircleX, IconRuler2, IconShoppingCartPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { sizingGuideSports } from "../../data/site-pages";
import { cart } from "../cart/cart-store";
import { usePageTitle } from "../layout/use-page-meta";
import { formatPrice } from "../shop/format";
import { CategoryBadge, categoryName } from "../shop/ProductBadges";
import { ProductImage } from "../shop/ProductImage";
import { ProductStructuredData } from "../shop/ProductStructuredData";
import { hasSizes, isOutOfStock, type Product, toCartProduct } from "../shop/product";
import { normalizeCategory } from "../shop/shop-options";
import { priceIn, sizeOptionsOf } from "../shop/size-options";
import { useAddedFeedback } from "../shop/use-added-feedback";
import { AnchorLink } from "./AnchorLink";
import classes from "./ProductPage.module.css";
import { SizePicker } from "./SizePicker";

/** Every sizing guide has youth and adult jersey charts; the first is the one the page links. */
const [firstGuide, ...otherGuides] = sizingGuideSports;

/** /shop/$productId: one product, large, with its sizes and Add to Cart. */
export function ProductPage({ product }: { product: Product }) {
  usePageTitle(product.name, product.description ?? undefined);
  const [size, setSize] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { added, announcement, confirm } = useAddedFeedback();
  const soldOut = isOutOfStock(product);
  const sized = hasSizes(product);
  // The crumb between Shop and the product: its category in the shop, when the shop has it.
  const shopCategory = normalizeCategory(product.category);

  const add = () => {
    if (sized && !size) {
      setError("Please choose a size");
      return;
    }
    cart.add(toCartProduct(product, sized ? size : null));
    confirm(sized ? `${product.name}, ${size}, added to cart` : `${product.name} added to cart`);
  };

  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs mb="lg" separatorMargin={6}>
          <Anchor component={Link} to="/shop" size="sm">
            Shop
          </Anchor>
          {shopCategory !== "all" && (
            <AnchorLink to="/shop" search={{ category: shopCategory }} size="sm">
              {categoryName(product.category)}
            </AnchorLink>
          )}
          <Text size="sm" c="dimmed" aria-current="page" lineClamp={1}>
            {product.name}
          </Text>
        </Breadcrumbs>
      </nav>

      <article className={classes.layout} aria-labelledby="product-name">
        <div className={classes.picture}>
          <ProductImage product={product} eager />
        </div>
        <Stack gap="md">
          <Group gap={6}>
            <CategoryBadge product={product} />
          </Group>
          <Title order={1} id="product-name" fz={{ base: 26, sm: 34 }} lh={1.2}>
            {product.name}
          </Title>
          <Text fw={800} fz={{ base: 24, sm: 28 }} data-testid="product-price">
            {formatPrice(priceIn(product, sized ? size : null))}
          </Text>
          <Text className={`${classes.stock} ${soldOut ? classes.soldOut : classes.inStock}`}>
            {soldOut ? (
              <IconCircleX size={18} aria-hidden="true" />
            ) : (
              <IconCircleCheck size={18} aria-hidden="true" />
            )}
            {soldOut ? "Out of Stock" : "In Stock"}
          </Text>
          {product.description && <Text>{product.description}</Text>}

          {sized && (
            <SizePicker
              options={sizeOptionsOf(product)}
              value={size}
              onChange={(next) => {
                setSize(next);
                setError(null);
              }}
              error={error}
            />
          )}
          {sized && firstGuide && (
            <Text size="sm">
              <AnchorLink to="/sizing-info/$sport" params={{ sport: firstGuide.sport }} fw={600} inline>
                <IconRuler2 size={16} aria-hidden="true" style={{ verticalAlign: "-3px", marginRight: 4 }} />
                Size guide
              </AnchorLink>{" "}
              <Text span c="dimmed" size="sm">
                ({firstGuide.label}) · other sports:{" "}
                {otherGuides.map((guide, i) => (
                  <span key={guide.sport}>
                    {i > 0 ? ", " : ""}
                    <AnchorLink to="/sizing-info/$sport" params={{ sport: guide.sport }} inherit>
                      {guide.label}
                    </AnchorLink>
                  </span>
                ))}
              </Text>
            </Text>
          )}

          <Button
            size="lg"
            onClick={add}
            disabled={soldOut}
            color={added ? "teal.8" : undefined}
            leftSection={<IconShoppingCartPlus size={20} aria-hidden="true" />}
            maw={{ sm: 320 }}
          >
            {soldOut ? "Out of Stock" : added ? "Added" : "Add to Cart"}
          </Button>
          <VisuallyHidden role="status">{announcement}</VisuallyHidden>
        </Stack>
      </article>
      <ProductStructuredData product={product} />
    </Container>
  );
}
