import { useEffect, useMemo, useState } from "react";
import { type PageGroup, sectionKey } from "./content-groups";

/**
 * Which page and section groups are open. New results open fully, so what was searched for is in
 * view; Expand All and Collapse All open or close every group at once.
 */
export function useOpenGroups(groups: readonly PageGroup<unknown>[]) {
  const allPages = useMemo(() => groups.map((g) => g.page), [groups]);
  const allSections = useMemo(
    () => groups.flatMap((g) => g.sections.map((s) => sectionKey(g.page, s.section))),
    [groups],
  );
  const [pages, setPages] = useState<string[]>([]);
  const [sections, setSections] = useState<string[]>([]);
  useEffect(() => {
    setPages(allPages);
    setSections(allSections);
  }, [allPages, allSections]);

  return {
    pages,
    sections,
    setPages,
    setSections,
    expandAll: () => {
      setPages(allPages);
      setSections(allSections);
    },
    collapseAll: () => {
      setPages([]);
      setSections([]);
    },
  };
}

export type OpenGroups = ReturnType<typeof useOpenGroups>;
