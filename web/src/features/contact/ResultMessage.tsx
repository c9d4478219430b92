import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { messageTone } from "./contact-form";
import classes from "./ResultMessage.module.css";

/**
 * The result of a send, in a live region that is always in the page, so screen readers announce
 * each new message. Red when the text contains 'Error', green otherwise (spec §5).
 */
export function ResultMessage({ text }: { text: string | null }) {
  const tone = text === null ? undefined : messageTone(text);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={classes.region}>
      {text !== null && (
        <p className={classes.message} data-tone={tone}>
          {tone === "error" ? (
            <IconAlertCircle size={20} className={classes.icon} aria-hidden="true" />
          ) : (
            <IconCircleCheck size={20} className={classes.icon} aria-hidden="true" />
          )}
          {text}
        </p>
      )}
    </div>
  );
}
