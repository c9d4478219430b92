import { formatPrice } from "../shop/format";

/** "$1,499" for 1499: package and add-on prices are whole dollars, written as the spec writes them. */
export const formatDollars = (dollars: number) => formatPrice(Math.round(dollars)).slice(0, -3);
