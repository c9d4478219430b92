import { Button, Indicator } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import type { MobileFiltersSheetProps } from "./MobileFiltersSheet";

const loadSheet = () => import("./MobileFiltersSheet");
// The sheet (a dialog with its focus trap and scroll lock) is fetched when it is first wanted, so
// the shop's first download carries only the button.
const MobileFiltersSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileFiltersSheet })));
const sheet = onDemand(loadSheet);

type MobileFiltersProps = Omit<MobileFiltersSheetProps, "opened" | "onClose">;

/** On small screens the category radios and the order sit in a bottom sheet behind a Filters button. */
export function MobileFilters(props: MobileFiltersProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const active = props.category !== "all" || props.sort !== "name";

  return (
    <>
      <Indicator disabled={!active} color="gold.6" size={10} offset={4}>
        <Button
          variant="default"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
          onClick={() => {
            setWanted(true);
            open();
          }}
          onPointerEnter={sheet.prefetch}
          onFocus={sheet.prefetch}
          aria-haspopup="dialog"
        >
          Filters
        </Button>
      </Indicator>
      {wanted && (
        <Suspense fallback={null}>
          <MobileFiltersSheet {...props} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
