import { Alert } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { ERROR_MESSAGE, SUCCESS_MESSAGE } from "./messages";
import type { SubmitResult } from "./use-timed-result";

/**
 * The submit's result: a green note on success, a red box on failure (spec §8). The live region
 * stays in the page so screen readers announce the message when it appears.
 */
export function ResultMessage({ result }: { result: SubmitResult | null }) {
  return (
    <div aria-live="polite">
      {result && (
        <Alert
          mt="lg"
          color={result === "success" ? "green" : "red"}
          icon={
            result === "success" ? (
              <IconCircleCheck size={22} aria-hidden="true" />
            ) : (
              <IconAlertCircle size={22} aria-hidden="true" />
            )
          }
          role={result === "success" ? "status" : "alert"}
          data-result={result}
        >
          {result === "success" ? SUCCESS_MESSAGE : ERROR_MESSAGE}
        </Alert>
      )}
    </div>
  );
}
