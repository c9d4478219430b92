import { IconChevronDown } from "@tabler/icons-react";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import classes from "./MainNav.module.css";

const CLOSE_DELAY_MS = 150;

interface NavDropdownProps {
  label: string;
  /** Marks the trigger as the current section (gold underline). */
  active?: boolean;
  children: ReactNode;
}

/**
 * A navigation menu in the disclosure pattern: it opens on hover, on keyboard focus and on click,
 * and its links follow the button in the tab order (no focus trap, unlike a menu widget).
 */
export function NavDropdown({ label, active = false, children }: NavDropdownProps) {
  const panelId = useId();
  const [opened, setOpened] = useState(false);
  // Why it is open: a click on a menu opened by hover or focus keeps it open instead of closing it.
  const openedBy = useRef<"pointer" | "click" | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Escape sends focus back to the button; that focus must not reopen the menu.
  const returningFocus = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const open = (reason: "pointer" | "click") => {
    window.clearTimeout(closeTimer.current);
    if (!opened) openedBy.current = reason;
    setOpened(true);
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    openedBy.current = null;
    setOpened(false);
  };

  const onTriggerClick = () => {
    if (opened && openedBy.current === "pointer") openedBy.current = "click";
    else if (opened) close();
    else open("click");
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !opened) return;
    close();
    returningFocus.current = true;
    triggerRef.current?.focus({ preventScroll: true });
    returningFocus.current = false;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only tracks hover and focus of its button and links
    <div
      className={classes.dropdown}
      onMouseEnter={() => open("pointer")}
      onMouseLeave={() => {
        closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
      }}
      onFocus={() => {
        if (!returningFocus.current) open("pointer");
      }}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={triggerRef}
        type="button"
        className={classes.link}
        aria-expanded={opened}
        aria-controls={panelId}
        data-status={active ? "active" : undefined}
        onClick={onTriggerClick}
      >
        {label}
        <IconChevronDown className={classes.chevron} size={14} stroke={2.2} aria-hidden="true" />
      </button>
      {/* A click on any link inside closes the menu: the page changes under it. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links inside handle the keyboard themselves */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: this only listens for clicks bubbling from links */}
      <div id={panelId} className={classes.panel} hidden={!opened} onClick={close}>
        <div className={classes.panelInner}>{children}</div>
      </div>
    </div>
  );
}
