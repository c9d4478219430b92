import { createFileRoute, redirect } from "@tanstack/react-router";
import { findStockDesign } from "../../data/stock-designs";
import { DesignDetailLoading } from "../../features/designs/DesignDetailLoading";
import { StockDesignDetailPage } from "../../features/designs/StockDesignDetailPage";

export const Route = createFileRoute("/stock-designs/$id")({
  // Spec §5: an unknown design id goes back to the list. A loader, not beforeLoad: it travels with
  // the page's code, and so do the designs it looks in.
  loader: ({ params }) => {
    const design = findStockDesign(params.id);
    if (!design) throw redirect({ to: "/stock-designs", replace: true });
    return design;
  },
  // Shown if the page's code is slow to arrive (the design data itself is built in).
  pendingComponent: DesignDetailLoading,
  component: StockDesignDetail,
});

function StockDesignDetail() {
  return <StockDesignDetailPage design={Route.useLoaderData()} />;
}
