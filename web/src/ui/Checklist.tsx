import { IconCircleCheck } from "@tabler/icons-react";
import styles from "./styles/checklist.module.css";

interface ChecklistProps {
  items: readonly string[];
  /** The page's class: it composes the shared checklist and sets the list's margins. */
  className: string | undefined;
}

/** A list of ticks: what a package includes, what a rush option covers, a sizing guide's fit tips. */
export function Checklist({ items, className }: ChecklistProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <IconCircleCheck size={18} className={styles.checkIcon} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
