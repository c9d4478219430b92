import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { ERROR_MESSAGE, SUCCESS_MESSAGE, type SubmitResult } from "./messages";
import classes from "./ResultMessage.module.css";

/**
 * The submit's result: a green note on success, a red box on failure (spec §8). The live region
 * stays in the page so screen readers announce the message when it appears. Drawn here, not with
 * Mantine's Alert, so that it shows even when the form's after-send code could not arrive.
 */
export function ResultMessage({ result }: { result: SubmitResult | null }) {
  const Icon = result === "success" ? IconCircleCheck : IconAlertCircle;
  return (
    <div aria-live="polite">
      {result && (
        <div
          className={classes.note}
          data-color={result === "success" ? "green" : "red"}
          role={result === "success" ? "status" : "alert"}
          data-result={result}
        >
          <Icon size={22} aria-hidden="true" className={classes.icon} />
          <span>{result === "success" ? SUCCESS_MESSAGE : ERROR_MESSAGE}</span>
        </div>
      )}
    </div>
  );
}
