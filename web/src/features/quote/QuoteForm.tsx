import { Alert, Button, Fieldset, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TeamSport } from "@store/db/catalogue";
import { IconSend, IconSparkles } from "@tabler/icons-react";
import { useMemo } from "react";
import { findStockDesign } from "../../data/stock-designs";
import { usePublicForm } from "../../lib/forms/use-public-form";
import { onDemand } from "../../lib/on-demand";
import { FormNeedsScript } from "../../ui/FormNeedsScript";
import { FileDropZone } from "../../ui/files/FileDropZone";
import { removeFirstMessage } from "../../ui/files/file-checks";
import { useAttachedFiles } from "../../ui/files/use-attached-files";
import { FormHeading } from "../../ui/forms/FormHeading";
import { NoteField } from "../../ui/forms/note-fields";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { TextField } from "../../ui/forms/TextField";
import { FailureAlert } from "../layout/FailureAlert";
import { AddOnQuantities } from "./AddOnQuantities";
import { EstimatePanel } from "./EstimatePanel";
import { ExtraPlayersNote } from "./ExtraPlayersNote";
import { PackageChoice } from "./PackageChoice";
import classes from "./quote.module.css";
import { QUOTE_ATTEMPT, quoteAttemptKey } from "./quote-attempt";
import type { QuoteChoice } from "./quote-choice";
import {
  extraPlayersWarning,
  formErrorsOf,
  initialQuoteValues,
  liveEstimate,
  popularPackage,
  type QuoteValues,
} from "./quote-values";
import { RosterEditor } from "./RosterEditor";
import { RushChoice } from "./RushChoice";
import type { RosterEditRow } from "./roster-edit";
import { useRequestQuote } from "./use-request-quote";

/**
 * The checker (zod and the server's schema) arrives when the coach starts on the form, not with
 * the page: many visitors read the packages and prices and never write (decision 029).
 */
const quoteCheck = onDemand(() => import("./check-quote").then((m) => m.checkQuote));

const NETWORK_FAILURE =
  "We could not reach the store. Check your connection and press Send Quote Request again: it will not be sent twice.";

const NEEDED_BY_WIDTH = { maxWidth: 260 };

/** Today as YYYY-MM-DD in the visitor's own calendar: the earliest needed-by date. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The quote request: who, which package and extras, when, the artwork ideas and the roster. */
export function QuoteForm({ choice }: { choice: QuoteChoice }) {
  const files = useAttachedFiles();
  const request = useRequestQuote();
  const { form, formProps, busy, failure } = usePublicForm<QuoteValues>({
    initialValues: initialQuoteValues(choice),
    checker: quoteCheck,
    attempt: { scope: QUOTE_ATTEMPT, key: (values) => quoteAttemptKey(values, files.files) },
    // A file whose content is not a picture or PDF is never sent: the server would refuse it.
    check: () => (files.unreadable.length > 0 ? { files: removeFirstMessage(files.unreadable) } : {}),
    send: (values, { key }) => request(values, files.files, key ?? ""),
    networkFailure: NETWORK_FAILURE,
    toFormErrors: formErrorsOf,
    validateInputOnBlur: [
      "team_name",
      "contact_name",
      "email",
      "phone",
      "needed_by",
      "colors",
      "artwork_notes",
    ],
  });
  const { values, errors } = form;
  const estimate = useMemo(() => liveEstimate(values), [values]);
  const extraPlayers = extraPlayersWarning(values);
  const design = values.design ? findStockDesign(values.design) : undefined;

  const setSport = (sport: TeamSport | "") => {
    if (sport === values.sport) return;
    // Packages and add-ons belong to one sport: a new sport starts from its most popular package.
    form.setValues({ sport, package: sport ? popularPackage(sport) : "", quantities: {} });
    form.clearErrors();
  };

  const setRoster = (roster: RosterEditRow[]) => {
    form.setFieldValue("roster", roster);
    // Row messages are by position; once rows move they point at the wrong players.
    const kept = Object.fromEntries(
      Object.entries(form.errors).filter(([path]) => !path.startsWith("roster")),
    );
    form.setErrors(kept);
  };

  return (
    <div className={classes.layout}>
      <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }} className={classes.formCard}>
        <form {...formProps} aria-labelledby="quote-form-heading">
          <FormNeedsScript />
          <FormHeading id="quote-form-heading">Your Team's Quote</FormHeading>

          {failure && (
            <FailureAlert mb="lg" title="Your quote request was not sent">
              {failure}
            </FailureAlert>
          )}

          {design && (
            <Alert
              color="gold"
              mb="lg"
              icon={<IconSparkles size={20} aria-hidden="true" />}
              role="note"
              aria-label="Your design"
              styles={{ title: { color: "var(--mantine-color-text)" } }}
            >
              <Text fw={500}>
                Stock design: <strong>{design.name}</strong> ({design.id})
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                onClick={() => form.setFieldValue("design", "")}
              >
                Remove the design
              </Button>
            </Alert>
          )}

          <Stack gap="lg">
            <Fieldset legend="Your Team" disabled={busy}>
              <Stack gap="sm">
                <TextField
                  label="Team Name"
                  required
                  autoComplete="organization"
                  {...form.getInputProps("team_name")}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <NameField label="Your Name" {...form.getInputProps("contact_name")} />
                  <EmailField
                    description="Your quote and proofs come here."
                    {...form.getInputProps("email")}
                  />
                </SimpleGrid>
                <PhoneField
                  description="Optional, if you would rather we call."
                  {...form.getInputProps("phone")}
                />
              </Stack>
            </Fieldset>

            <Fieldset legend="Package" disabled={busy}>
              <PackageChoice
                sport={values.sport}
                pkg={values.package}
                onSport={setSport}
                onPackage={(name) => form.setFieldValue("package", name)}
                sportError={errors.sport as string | undefined}
                packageError={errors.package as string | undefined}
                disabled={busy}
              />
              <ExtraPlayersNote warning={extraPlayers} mt="md" />
            </Fieldset>

            {values.sport && (
              <Fieldset legend="Additional Items" disabled={busy}>
                <AddOnQuantities
                  sport={values.sport}
                  quantities={values.quantities}
                  onChange={(name, quantity) => form.setFieldValue(`quantities.${name}`, quantity)}
                  errors={errors}
                  disabled={busy}
                />
              </Fieldset>
            )}

            <Fieldset legend="Timing" disabled={busy}>
              <Stack gap="md">
                <RushChoice
                  value={values.rush}
                  onChange={(rush) => form.setFieldValue("rush", rush)}
                  error={errors.rush as string | undefined}
                  disabled={busy}
                />
                <div style={NEEDED_BY_WIDTH}>
                  <TextField
                    label="Needed By"
                    description="The date you need the uniforms in hand, if there is one."
                    type="date"
                    min={today()}
                    {...form.getInputProps("needed_by")}
                  />
                </div>
              </Stack>
            </Fieldset>

            <Fieldset legend="Artwork" disabled={busy}>
              <Stack gap="md">
                <TextField
                  label="Team Colors"
                  placeholder="For example navy and gold"
                  {...form.getInputProps("colors")}
                />
                <NoteField
                  label="Artwork Notes"
                  description="Logo, mascot, lettering, placement: anything our artists should know."
                  minRows={3}
                  maxRows={8}
                  {...form.getInputProps("artwork_notes")}
                />
                <FileDropZone attached={files} disabled={busy} error={errors.files} />
              </Stack>
            </Fieldset>

            <Fieldset legend="Roster" disabled={busy}>
              <RosterEditor rows={values.roster} onChange={setRoster} errors={errors} disabled={busy} />
              <ExtraPlayersNote warning={extraPlayers} live mt="md" />
            </Fieldset>

            <SubmitButton size="lg" gold icon={IconSend} busy={busy} busyLabel="Sending...">
              Send Quote Request
            </SubmitButton>
          </Stack>
        </form>
      </Paper>
      <EstimatePanel estimate={estimate} players={values.roster.length} extraPlayers={extraPlayers} />
    </div>
  );
}
