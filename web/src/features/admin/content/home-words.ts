import {
  HOME_PAGE,
  type HomeSlot,
  homeSections,
  homeSlotAt,
  homeSlots,
  slotTypes,
} from "@store/api/contracts";

/** The fields of a content item the home words list reads. */
interface Item {
  page_name: string;
  section_name: string;
  content_key: string;
  content_type: string;
  content_value: string | null;
}

/** One word or picture of the home page: its item, if any, and what the page shows now. */
export interface HomeWordRow<T extends Item> {
  id: string;
  slot: HomeSlot;
  /** The item saved at the slot's address (it may be blank or of a type the page does not read). */
  item: T | undefined;
  /** The item's value when the page shows it; undefined when the page shows the default. */
  value: string | undefined;
}

export interface HomeWordGroup<T extends Item> {
  section: string;
  title: string;
  rows: HomeWordRow<T>[];
}

const slotId = (slot: { section: string; key: string }) => `${slot.section}.${slot.key}`;

/** Every slot of the home page by section, with the item staff saved for it, if any. */
export function homeWordGroups<T extends Item>(items: readonly T[]): HomeWordGroup<T>[] {
  const byId = new Map<string, T>();
  for (const item of items) {
    if (item.page_name === HOME_PAGE) byId.set(`${item.section_name}.${item.content_key}`, item);
  }
  return homeSections.map(({ section, title }) => ({
    section,
    title,
    rows: homeSlots
      .filter((slot) => slot.section === section)
      .map((slot) => {
        const item = byId.get(slotId(slot));
        const shown =
          item && slotTypes(slot.kind).includes(item.content_type) ? item.content_value?.trim() : "";
        return { id: slotId(slot), slot, item, value: shown ? shown : undefined };
      }),
  }));
}

const sectionTitle = new Map<string, string>(homeSections.map((s) => [s.section, s.title]));

/**
 * The form's "Home page item" choices in the page's order, each named by its section and label
 * ("Team packages: Section heading"), so a search finds it by either and every name is unique.
 */
export const homeSlotChoices = homeSlots.map((slot) => ({
  value: slotId(slot),
  label: `${sectionTitle.get(slot.section) ?? slot.section}: ${slot.label}`,
}));

/** The slot with this id ("hero.page_heading"). */
export const homeSlotById = (id: string) => {
  const dot = id.indexOf(".");
  return homeSlotAt(HOME_PAGE, id.slice(0, dot), id.slice(dot + 1));
};

/** The id of the slot at a form's address, or null when the home page does not read it. */
export const homeSlotIdAt = (page: string, section: string, key: string) => {
  const slot = homeSlotAt(page.trim(), section.trim(), key.trim());
  return slot ? slotId(slot) : null;
};
