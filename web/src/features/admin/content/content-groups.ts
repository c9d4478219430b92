/** Items grouped by page, then section, keeping the server's order (page, section, key). */
export interface SectionGroup<T> {
  section: string;
  items: T[];
}
export interface PageGroup<T> {
  page: string;
  count: number;
  sections: SectionGroup<T>[];
}

export function groupByPageAndSection<T extends { page_name: string; section_name: string }>(
  items: readonly T[],
): PageGroup<T>[] {
  const pages: PageGroup<T>[] = [];
  for (const item of items) {
    let page = pages.at(-1);
    if (page?.page !== item.page_name) {
      page = { page: item.page_name, count: 0, sections: [] };
      pages.push(page);
    }
    let section = page.sections.at(-1);
    if (section?.section !== item.section_name) {
      section = { section: item.section_name, items: [] };
      page.sections.push(section);
    }
    section.items.push(item);
    page.count += 1;
  }
  return pages;
}

/** The Accordion value of a section group. */
export const sectionKey = (page: string, section: string) => `${page}\u0000${section}`;
