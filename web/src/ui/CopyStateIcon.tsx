import { IconCheck, IconCopy } from "@tabler/icons-react";

/** A copy button's icon: a tick while Mantine's `CopyButton` says `copied`, else the copy sign. */
export function CopyStateIcon({ copied, size }: { copied: boolean; size: number }) {
  return copied ? <IconCheck size={size} aria-hidden="true" /> : <IconCopy size={size} aria-hidden="true" />;
}
