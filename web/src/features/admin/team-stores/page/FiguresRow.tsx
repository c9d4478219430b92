import { IconCash, IconHeartHandshake, IconReceipt, IconReceiptOff, IconShirt } from "@tabler/icons-react";
import { StatTiles } from "../../list/StatTiles";
import { formatMoney } from "../../shared/format";
import type { StoreFigures } from "./page-types";

/** Orders, pieces, revenue, fundraising and what is still unpaid, over both batches. */
export function FiguresRow({ figures }: { figures: StoreFigures | undefined }) {
  return (
    <StatTiles
      tiles={[
        { label: "Orders", value: figures?.orders, icon: IconReceipt, color: "navy" },
        { label: "Pieces", value: figures?.pieces, icon: IconShirt, color: "blue" },
        { label: "Revenue", value: figures && formatMoney(figures.revenue), icon: IconCash, color: "green" },
        {
          label: "Fundraising",
          value: figures && formatMoney(figures.fundraising),
          icon: IconHeartHandshake,
          color: "teal",
        },
        {
          label: "Unpaid",
          value: figures && formatMoney(figures.unpaid),
          icon: IconReceiptOff,
          color: "red",
        },
      ]}
    />
  );
}
