const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$19.99" for 19.99: the dollar sign and two decimals the spec shows on every price. */
export const formatPrice = (dollars: number) => usd.format(dollars);
