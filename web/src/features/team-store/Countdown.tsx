import { Text } from "@mantine/core";
import { useEffect, useState } from "react";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "6 days, 4 hours left", down to minutes and seconds in the last hour. */
export function timeLeftInWords(ms: number): string {
  if (ms <= 0) return "Closed";
  const seconds = Math.floor(ms / 1000);
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${plural(days, "day")}, ${plural(hours, "hour")} left`;
  if (hours > 0) return `${plural(hours, "hour")}, ${plural(minutes, "minute")} left`;
  return `${plural(minutes, "minute")}, ${plural(seconds % 60, "second")} left`;
}

/** A live count of the time until close (the server's clock decides; this is only a guide). */
export function Countdown({ closesAt }: { closesAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    // A span drawn as a block: it sits in a list item's label, which holds phrasing content only.
    // The server drew it a moment earlier: the seconds may differ, and that is no mismatch.
    <Text
      component="span"
      display="block"
      fw={700}
      size="lg"
      data-testid="countdown"
      suppressHydrationWarning
    >
      {timeLeftInWords(new Date(closesAt).getTime() - now)}
    </Text>
  );
}
