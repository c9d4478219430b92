import type { MantineBreakpoint } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { HeaderIconButton } from "../layout/HeaderIconButton";
import { loadQuickSearch } from "./load-quick-search";
import { openQuickSearch } from "./quick-search-store";

/** The header's search icon: opens the quick search (also on Ctrl+K, Cmd+K and "/"). */
export function SearchButton(props: { hiddenFrom?: MantineBreakpoint; visibleFrom?: MantineBreakpoint }) {
  return (
    <HeaderIconButton
      {...props}
      onClick={openQuickSearch}
      preload={() => void loadQuickSearch()}
      aria-label="Search the store"
      title="Search (Ctrl+K)"
      aria-keyshortcuts="Control+K Meta+K /"
    >
      <IconSearch size={20} aria-hidden="true" />
    </HeaderIconButton>
  );
}
