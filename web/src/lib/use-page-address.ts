import { useLocation, useRouter } from "@tanstack/react-router";

/**
 * The page's own address without its query: the same words on the server that draws the page
 * and in the browser that takes it over (reading `window` drew a different page on each side).
 */
export function usePageAddress(): string {
  const origin = useRouter().origin;
  const pathname = useLocation({ select: (location) => location.pathname });
  return `${origin}${pathname}`;
}
