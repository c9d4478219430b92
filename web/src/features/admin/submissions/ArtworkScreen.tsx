import { useNavigate, useSearch } from "@tanstack/react-router";
import type { ArtworkSearch } from "../routing/artwork-search";
import { ArtworkSubmissionsPage } from "./ArtworkSubmissionsPage";

/** The artwork screen wired to the address it is shown at (/admin or /admin/custom-artwork-submissions). */
export function ArtworkScreen({ at }: { at: "/admin" | "/admin/custom-artwork-submissions" }) {
  const search = useSearch({
    from: at === "/admin" ? "/admin/_portal/" : "/admin/_portal/custom-artwork-submissions",
  });
  const navigate = useNavigate();
  return (
    <ArtworkSubmissionsPage
      search={search}
      onSearchChange={(patch: Partial<ArtworkSearch>) =>
        void navigate({ to: at, search: { ...search, ...patch }, resetScroll: false })
      }
    />
  );
}
