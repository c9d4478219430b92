import { useNavigate, useSearch } from "@tanstack/react-router";
import { ImagesPage } from "./ImagesPage";

/** The images screen wired to its address (/admin/images?search=…&view=list&page=…). */
export function ImagesScreen() {
  const search = useSearch({ from: "/admin/_portal/images" });
  const navigate = useNavigate();
  return (
    <ImagesPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ to: "/admin/images", search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}
