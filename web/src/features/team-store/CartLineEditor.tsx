import { Button, Group, Stack } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useFocusFirstInvalid } from "../../lib/use-focus-first-invalid";
import { QuantityField } from "../../ui/forms/QuantityField";
import { SizeField } from "./ItemCard";
import { hasProblems, type LineProblems, lineProblems } from "./line-check";
import { PrintFields } from "./PrintFields";
import type { TeamCartLine } from "./team-cart";
import type { FamilyItem, FamilyStore } from "./team-store-types";

type Draft = Pick<TeamCartLine, "size" | "quantity" | "name" | "number">;

/** A team cart line's size, name, number and quantity, changed in place and checked as an add is. */
export function CartLineEditor({
  line,
  item,
  numbers,
  onSave,
  onCancel,
}: {
  line: TeamCartLine;
  item: FamilyItem;
  numbers: FamilyStore["number_rules"];
  onSave: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(line);
  const [problems, setProblems] = useState<LineProblems>({});
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const set = (patch: Partial<Draft>) => {
    setDraft((now) => ({ ...now, ...patch }));
    setProblems((now) => {
      const next = { ...now };
      for (const field of Object.keys(patch)) delete next[field as keyof LineProblems];
      return next;
    });
  };
  const save = () => {
    const found = lineProblems(item, numbers, draft);
    setProblems(found);
    if (hasProblems(found)) return focusFirstInvalid();
    onSave(draft);
  };
  return (
    <Stack gap="xs" ref={ref} mt="xs">
      <SizeField
        item={item}
        value={draft.size ?? ""}
        onChange={(size) => set({ size: size || null })}
        error={problems.size}
      />
      <PrintFields
        rules={item}
        numbers={numbers}
        name={draft.name}
        number={draft.number}
        onName={(name) => set({ name })}
        onNumber={(number) => set({ number })}
        errors={problems}
      />
      <QuantityField
        label="Quantity"
        size="sm"
        min={1}
        max={99}
        value={draft.quantity}
        onChange={(quantity) => set({ quantity })}
        widthRem={7.5}
      />
      <Group gap="xs">
        <Button size="sm" leftSection={<IconCheck size={16} aria-hidden="true" />} onClick={save}>
          Save Line
        </Button>
        <Button size="sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
