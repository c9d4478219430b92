import { Button } from "@mantine/core";
import type { QuoteDto } from "@store/api/contracts";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { AddExemptionModal } from "./AddExemptionModal";
import { ExemptionPanel } from "./ExemptionPanel";
import { useExemptionApplying, useQuoteExemptions } from "./exemption-data";

/**
 * The quote page's exemption (a school paying on its principal's PO): the PO can be recorded from
 * here, on the record of the quote's e-mail, then verified and applied; its order carries it.
 */
export function QuoteExemption({ quote }: { quote: Pick<QuoteDto, "id" | "order"> }) {
  const choices = useQuoteExemptions(quote.id);
  const { applyToQuote, removeFromQuote } = useExemptionApplying();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ExemptionPanel
        what="quote"
        applied={choices.data?.applied ?? null}
        {...(quote.order && {
          closed: `The quote is order #${quote.order.number} now: change its tax on the order's page.`,
        })}
        choices={choices}
        apply={(values) => applyToQuote.mutateAsync({ id: quote.id, ...values })}
        remove={(reason) => removeFromQuote.mutateAsync({ id: quote.id, reason })}
        add={
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            Add exemption
          </Button>
        }
      />
      <AddExemptionModal opened={adding} onClose={() => setAdding(false)} target={{ quoteId: quote.id }} />
    </>
  );
}
