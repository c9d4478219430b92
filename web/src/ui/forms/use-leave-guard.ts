import { useBlocker } from "@tanstack/react-router";

/**
 * Holds back leaving the page while `dirty`: a move to another route waits for the answer the
 * returned resolver is given (`proceed` or `reset`), and closing or reloading the tab gets the
 * browser's own "Leave site?" prompt. Render `LeaveGuard` rather than calling this directly,
 * unless the question is asked some other way.
 */
export function useLeaveGuard(dirty: boolean) {
  return useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
}
