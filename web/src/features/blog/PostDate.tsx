import { Text } from "@mantine/core";
import { formatPostDate } from "./format";

/** A post's date on its own line under its title, in the lists beside and below a post. */
export function PostDate({ iso, mt }: { iso: string; mt: number }) {
  return (
    <Text component="time" dateTime={iso} display="block" fz="xs" c="dimmed" mt={mt}>
      {formatPostDate(iso)}
    </Text>
  );
}
