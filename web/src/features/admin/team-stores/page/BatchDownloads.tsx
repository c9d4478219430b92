import { Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import {
  IconCash,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconHeartHandshake,
  IconPackage,
  IconReceipt,
  IconTags,
} from "@tabler/icons-react";
import { useState } from "react";
import { Section } from "../../proofs/Section";
import { batchDownloads } from "./batch-paths";

const icons = {
  "production-sheet": IconFileTypePdf,
  "bag-labels": IconTags,
  "packing-lists": IconPackage,
  invoices: IconReceipt,
  fundraising: IconHeartHandshake,
  unpaid: IconCash,
  csv: IconFileSpreadsheet,
} as const;

/**
 * The batch's papers for the shop floor: the production sheet (size run, names and numbers,
 * lettering counts), bag labels, packing lists, invoices, the fundraising summary and the CSV. Batch 2 (late orders) has
 * its own set.
 */
export function BatchDownloads({ storeId, hasLateOrders }: { storeId: string; hasLateOrders: boolean }) {
  const [batch, setBatch] = useState<"1" | "2">("1");
  return (
    <Section id="store-downloads" title="Batch downloads">
      <Stack gap="sm">
        {hasLateOrders && (
          <SegmentedControl
            aria-label="Which batch"
            value={batch}
            onChange={(v) => setBatch(v as "1" | "2")}
            data={[
              { value: "1", label: "Batch 1" },
              { value: "2", label: "Batch 2 (late)" },
            ]}
          />
        )}
        <Group gap="xs">
          {batchDownloads(storeId, Number(batch) as 1 | 2).map((d) => {
            const Glyph = icons[d.kind];
            return (
              <Button
                key={d.kind}
                component="a"
                href={d.href}
                target={d.kind === "csv" ? undefined : "_blank"}
                rel="noopener"
                download={d.kind === "csv" ? true : undefined}
                variant="default"
                size="sm"
                leftSection={<Glyph size={16} aria-hidden="true" />}
              >
                {d.label}
              </Button>
            );
          })}
        </Group>
        <Text size="xs" c="dimmed">
          Until production starts these show the orders as they are now; after, the frozen batch.
        </Text>
      </Stack>
    </Section>
  );
}
