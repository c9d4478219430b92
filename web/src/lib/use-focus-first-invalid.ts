import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Takes the visitor to the first field with a message, so keyboard and screen reader users find
 * what to fix. Asked for when the messages are set, it acts after they have rendered: a form that
 * awaited something (a checker's download, the server) is no longer inside the event, and its
 * messages reach the page a moment later.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  const focusFirstInvalid = useCallback(() => setAsked((n) => n + 1), []);
  return { ref, focusFirstInvalid };
}
