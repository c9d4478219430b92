import { storeCalendarDay } from "./store-calendar";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "October 23, 2026": the long US date the spec shows on every post; "" for a date that is not one.
 * The store is in Clanton, Alabama: a post's date is the day it was published there, the same for
 * every reader (and every test machine) whatever their own time zone. Written by hand, as the shop
 * writes its prices (shop/format.ts): an Intl formatter's first use costs a page coming alive a
 * long task (store-calendar.ts).
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const { year, month, day } = storeCalendarDay(date);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "By Coach Ray Tolbert". */
export const authorLabel = (author: string) => `By ${author}`;

/** "Showing 6 posts", and "Showing 1 post" for exactly one (as the shop says "1 product"). */
export const postCountText = (count: number) => `Showing ${count} ${count === 1 ? "post" : "posts"}`;

const WORDS_PER_MINUTE = 200;

/** Minutes an adult needs to read the text, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * The article's paragraphs. Posts are plain text with paragraphs split by blank lines; Windows line
 * ends and stray spaces on the "blank" line count as blank too, and empty paragraphs are dropped.
 */
export function toParagraphs(content: string): string[] {
  return content
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
