import { Paper } from "@mantine/core";
import { SearchField } from "../../ui/filters/SearchField";
import { SelectField } from "../../ui/filters/SelectField";
import classes from "./DesignFiltersBar.module.css";
import { DESIGN_CATEGORY_OPTIONS, type DesignCategoryFilter } from "./design-filters";
import { MAX_DESIGN_QUERY_LENGTH } from "./design-search";

interface DesignFiltersBarProps {
  query: string;
  category: DesignCategoryFilter;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: DesignCategoryFilter) => void;
}

/** Search box and category select above the design grid. */
export function DesignFiltersBar({
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: DesignFiltersBarProps) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.bar} role="search" aria-label="Design filters">
      <SearchField
        className={classes.search}
        label="Search designs"
        placeholder="Name or tag"
        value={query}
        maxLength={MAX_DESIGN_QUERY_LENGTH}
        onChange={onQueryChange}
      />
      {/* The phone's own picker, and no combobox code for the page to download (decision 029). */}
      <SelectField
        className={classes.category}
        label="Category"
        options={DESIGN_CATEGORY_OPTIONS}
        value={category}
        onChange={onCategoryChange}
      />
    </Paper>
  );
}
