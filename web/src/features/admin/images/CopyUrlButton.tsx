import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { IconCheck, IconLink } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { notifyFailure } from "../shared/feedback";
import { absoluteImageUrl, COPIED_FOR_MS, copyText } from "./image-actions";

/** Copy URL, which reads 'URL Copied!' for 2 seconds after a copy (spec §2, §9). */
export function CopyUrlButton({ url, name, compact }: { url: string; name: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(absoluteImageUrl(url))) setCopied(true);
    else
      notifyFailure(
        "The address could not be copied. Open the image and copy it from the address bar.",
        name,
      );
  };
  const label = copied ? "URL Copied!" : "Copy URL";
  const icon = copied ? (
    <IconCheck size={18} aria-hidden="true" />
  ) : (
    <IconLink size={18} aria-hidden="true" />
  );

  if (compact) {
    return (
      <Tooltip label={label} opened={copied || undefined}>
        <ActionIcon
          variant="subtle"
          color={copied ? "green" : undefined}
          aria-label={copied ? `URL Copied! (${name})` : `Copy URL of ${name}`}
          onClick={() => void copy()}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      color={copied ? "green" : undefined}
      leftSection={icon}
      onClick={() => void copy()}
    >
      {label}
    </Button>
  );
}
