import type { ReactNode } from "react";
import c from "./store-facts.module.css";

/** The store's facts as a list, each beside its round icon (which says nothing a reader needs). */
export function StoreFacts({ facts }: { facts: { key: string; icon: ReactNode; content: ReactNode }[] }) {
  return (
    <ul className={c.list}>
      {facts.map((fact) => (
        <li key={fact.key} className={c.item}>
          <div className={c.row}>
            <span className={c.iconSlot}>
              <span className={c.icon} aria-hidden="true">
                {fact.icon}
              </span>
            </span>
            <span>{fact.content}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
