import { useEffect, useState } from "react";

/**
 * Whether the element with this id shows any part of itself on the screen now; false until the page
 * is live (the server cannot know) and while the element is absent.
 */
export function useInView(id: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return inView;
}
