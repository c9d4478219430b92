import { Anchor, Breadcrumbs, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { productWords } from "@store/api/contracts";
import { IconCircleCheck, IconCircleX, IconShoppingCartPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { QuantityField } from "../../ui/forms/QuantityField";
import { MAX_QUANTITY } from "../cart/cart-state";
import { cart } from "../cart/cart-store";
import { usePageTitle } from "../layout/use-page-meta";
import { formatPrice } from "../shop/format";
import { CategoryBadge, categoryName } from "../shop/ProductBadges";
import { ProductStructuredData } from "../shop/ProductStructuredData";
import { hasSizes, isOutOfStock, type Product, toCartProduct } from "../shop/product";
import { normalizeCategory } from "../shop/shop-options";
import { priceIn, sizeOptionsOf } from "../shop/size-options";
import { useAddedFeedback } from "../shop/use-added-feedback";
import { type AddedLine, AddedToCart } from "./AddedToCart";
import { AnchorLink } from "./AnchorLink";
import { ProductGallery } from "./ProductGallery";
import classes from "./ProductPage.module.css";
import { RelatedProducts } from "./RelatedProducts";
import { SizeGuideButton } from "./SizeGuideButton";
import { SizePicker } from "./SizePicker";

/** /shop/$productId: one product, large, with its pictures, sizes, quantity and Add to Cart. */
export function ProductPage({ product }: { product: Product }) {
  const words = productWords(product);
  usePageTitle(words.title, words.description);
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [addedLine, setAddedLine] = useState<AddedLine | null>(null);
  const { added, confirm } = useAddedFeedback();
  const soldOut = isOutOfStock(product);
  const sized = hasSizes(product);
  // The crumb between Shop and the product: its category in the shop, when the shop has it.
  const shopCategory = normalizeCategory(product.category);

  const add = () => {
    if (sized && !size) {
      setError("Please choose a size");
      return;
    }
    const chosen = sized ? size : null;
    cart.addMany(toCartProduct(product, chosen), quantity);
    // A new object each time, so adding the same again is announced again.
    setAddedLine({ name: product.name, size: chosen, quantity });
    confirm("");
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
        <ProductGallery product={product} />
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
          <Text size="sm" c="dimmed" mt={-4}>
            Plus sales tax, shown at checkout
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
          {sized && <SizeGuideButton product={product} />}

          <div className={classes.buy}>
            {/* The label reads like the Size legend above it, not in the big field's size. */}
            <QuantityField
              label="Quantity"
              min={1}
              max={MAX_QUANTITY}
              value={quantity}
              onChange={setQuantity}
              disabled={soldOut}
              widthRem={6.875}
            />
            <Button
              size="lg"
              onClick={add}
              disabled={soldOut}
              color={added ? "teal.8" : undefined}
              leftSection={<IconShoppingCartPlus size={20} aria-hidden="true" />}
              style={{ flex: "1 1 200px", maxWidth: 320 }}
            >
              {soldOut ? "Out of Stock" : added ? "Added" : "Add to Cart"}
            </Button>
          </div>
          <AddedToCart line={addedLine} onDismiss={() => setAddedLine(null)} />
        </Stack>
      </article>
      <RelatedProducts productId={product.id} />
      <ProductStructuredData product={product} />
    </Container>
  );
}
