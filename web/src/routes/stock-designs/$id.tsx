import { createFileRoute, redirect } from "@tanstack/react-router";
import { findStockDesign, stockDesignCategoryLabels } from "../../data/stock-designs";
import { PlaceholderPage } from "../../features/layout/PlaceholderPage";

export const Route = createFileRoute("/stock-designs/$id")({
  // Spec §5: an unknown design id goes back to the list.
  beforeLoad: ({ params }) => {
    const design = findStockDesign(params.id);
    if (!design) throw redirect({ to: "/stock-designs", replace: true });
    return { design };
  },
  component: StockDesignDetail,
});

function StockDesignDetail() {
  const { design } = Route.useRouteContext();
  return (
    <PlaceholderPage
      eyebrow={`${stockDesignCategoryLabels[design.category]} design`}
      title={design.name}
      back={{ to: "/stock-designs", label: "Back to Stock Designs" }}
    >
      {design.description}
    </PlaceholderPage>
  );
}
