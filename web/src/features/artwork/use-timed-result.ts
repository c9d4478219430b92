import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: the artwork form's result message clears after 8000 ms. */
export const RESULT_MESSAGE_MS = 8000;

export type SubmitResult = "success" | "error";

/** The last submit's result, cleared RESULT_MESSAGE_MS after it was shown. */
export function useTimedResult() {
  const [result, setResult] = useState<SubmitResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setResult(null);
  }, []);

  const show = useCallback((next: SubmitResult) => {
    clearTimeout(timer.current);
    setResult(next);
    timer.current = setTimeout(() => setResult(null), RESULT_MESSAGE_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { result, show, clear };
}
