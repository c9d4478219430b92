import { useNavigate, useSearch } from "@tanstack/react-router";
import { ContentPage } from "./ContentPage";

/** The content screen wired to its address (/admin/website-content?page_name=home…). */
export function ContentScreen() {
  const search = useSearch({ from: "/admin/_portal/website-content" });
  const navigate = useNavigate();
  return (
    <ContentPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: "/admin/website-content", search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}
