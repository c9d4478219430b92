import { useEffect, useState } from "react";

/**
 * The value as it was `wait` ms after it last changed: a search box's text settles before it is
 * asked for. The first value is returned at once. (Mantine's hook of the same name does this and
 * more; this one spares the list pages its 0.8 KB, decision 062.)
 */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
