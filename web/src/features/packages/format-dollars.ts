const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** "$1,499" for 1499: package and add-on prices are whole dollars, written as the spec writes them. */
export const formatDollars = (dollars: number) => wholeDollars.format(dollars);
