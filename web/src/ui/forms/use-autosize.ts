import { type RefObject, useLayoutEffect } from "react";

/**
 * A text box that grows with what is typed, from `minRows` (its `rows`, so it has that height before
 * any script runs) to `maxRows`, then scrolls. Measured after each change of `value`.
 */
export function useAutosize(
  ref: RefObject<HTMLTextAreaElement | null>,
  value: unknown,
  rows: { minRows: number; maxRows: number } | undefined,
) {
  const minRows = rows?.minRows;
  const maxRows = rows?.maxRows;
  useLayoutEffect(() => {
    const box = ref.current;
    if (!minRows || !maxRows || !box) return;
    void value;
    const style = getComputedStyle(box);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const frame =
      Number.parseFloat(style.paddingTop) +
      Number.parseFloat(style.paddingBottom) +
      Number.parseFloat(style.borderTopWidth) +
      Number.parseFloat(style.borderBottomWidth);
    const most = lineHeight * maxRows + frame;
    box.style.height = "auto";
    const needed =
      box.scrollHeight + Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
    box.style.height = `${Math.min(needed, most)}px`;
    box.style.overflowY = needed > most ? "auto" : "hidden";
  }, [ref, value, minRows, maxRows]);
}
