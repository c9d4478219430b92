import "../../../lib/zod-jitless";
import { Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type QuoteDto, sendQuoteInput } from "@store/api/contracts";
import { openForProofs } from "@store/db/catalogue";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { LeaveGuard } from "../../../ui/forms/LeaveGuard";
import { NoteField } from "../../../ui/forms/note-fields";
import { Section } from "../proofs/Section";
import { ChargeField } from "../shared/FormParts";
import { formatMoney } from "../shared/format";
import { fieldsOrFailure, InlineForm } from "../shared/InlineForm";
import type { useQuoteMutations } from "./use-quote-mutations";

type Values = { id: string; final_price: number | string; message: string };

/**
 * The price staff quote (prefilled with the estimate) and a note; sending e-mails the coach their
 * private page. Checked in the browser with the server's own schema; its field messages land here too.
 * A price or note typed and not sent is asked about before the page is left.
 */
export function SendQuoteForm({
  quote,
  send,
}: {
  quote: QuoteDto;
  send: ReturnType<typeof useQuoteMutations>["send"];
}) {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      id: quote.id,
      final_price: quote.final_price ?? quote.estimate,
      message: quote.quote_message ?? "",
    },
    validate: schemaResolver(sendQuoteInput, { sync: true }),
    validateInputOnBlur: true,
  });
  const [failure, setFailure] = useState<string>();
  const open = openForProofs.includes(quote.status);

  const submit = (values: Values) => {
    setFailure(undefined);
    send.mutate(
      { id: values.id, final_price: Number(values.final_price), message: values.message },
      {
        onError: fieldsOrFailure(form, setFailure, "The quote was not sent"),
      },
    );
  };

  return (
    <Section id="send-quote" title={quote.final_price === null ? "Send quote" : "Quoted price"}>
      {quote.final_price !== null && (
        <Text size="sm" mb="sm">
          Quoted <strong>{formatMoney(quote.final_price)}</strong>
          {quote.quote_message ? ` with the message: “${quote.quote_message}”` : "."}
        </Text>
      )}
      <LeaveGuard dirty={open && form.isDirty() && !send.isPending} />
      {open ? (
        <InlineForm
          label="Send quote"
          onSubmit={form.onSubmit(submit)}
          failure={failure}
          submit={{
            label: quote.final_price === null ? "Send quote" : "Send new price",
            icon: IconSend,
            busy: send.isPending,
          }}
        >
          <ChargeField
            label="Final price"
            description={`The estimate is ${formatMoney(quote.estimate)}.`}
            {...form.getInputProps("final_price")}
          />
          <NoteField
            label="Message for the coach"
            placeholder="Thanks for the request! This price includes..."
            {...form.getInputProps("message")}
          />
        </InlineForm>
      ) : (
        <Text size="sm" c="dimmed">
          The price can be changed until the coach approves.
        </Text>
      )}
    </Section>
  );
}
