import { Stack } from "@mantine/core";
import type { TeamSport } from "@store/db/catalogue";
import { IconSend } from "@tabler/icons-react";
import { Suspense, useMemo } from "react";
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
import { AddOnQuantities } from "./AddOnQuantities";
import { EstimatePanel } from "./EstimatePanel";
import { ExtraPlayersNote } from "./ExtraPlayersNote";
import { PackageChoice } from "./PackageChoice";
import { QuoteFieldset } from "./QuoteFieldset";
import classes from "./quote.module.css";
import { QUOTE_ATTEMPT, quoteAttemptKey } from "./quote-attempt";
import boxes from "./quote-boxes.module.css";
import type { QuoteChoice, QuoteDesign } from "./quote-choice";
import grid from "./quote-grid.module.css";
import { DesignNote, FailureAlert } from "./quote-notices";
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

/**
 * The quote request: who, which package and extras, when, the artwork ideas and the roster.
 * `design` is the stock design `choice.design` names, found by the route's loader.
 */
export function QuoteForm({ choice, design }: { choice: QuoteChoice; design?: QuoteDesign }) {
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
  const shownDesign = values.design ? design : undefined;

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
      <div className={`${boxes.paper} ${classes.formCard}`}>
        <form {...formProps} aria-labelledby="quote-form-heading">
          <FormNeedsScript />
          <FormHeading id="quote-form-heading">Your Team's Quote</FormHeading>

          {failure && (
            <Suspense fallback={null}>
              <FailureAlert mb="lg" title="Your quote request was not sent">
                {failure}
              </FailureAlert>
            </Suspense>
          )}

          {shownDesign && (
            <Suspense fallback={null}>
              <DesignNote design={shownDesign} onRemove={() => form.setFieldValue("design", "")} />
            </Suspense>
          )}

          <Stack gap="lg">
            <QuoteFieldset legend="Your Team" disabled={busy}>
              <Stack gap="sm">
                <TextField
                  label="Team Name"
                  required
                  autoComplete="organization"
                  {...form.getInputProps("team_name")}
                />
                <div className={grid.pair}>
                  <NameField label="Your Name" {...form.getInputProps("contact_name")} />
                  <EmailField
                    description="Your quote and proofs come here."
                    {...form.getInputProps("email")}
                  />
                </div>
                <PhoneField
                  description="Optional, if you would rather we call."
                  {...form.getInputProps("phone")}
                />
              </Stack>
            </QuoteFieldset>

            <QuoteFieldset legend="Package" disabled={busy}>
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
            </QuoteFieldset>

            {values.sport && (
              <QuoteFieldset legend="Additional Items" disabled={busy}>
                <AddOnQuantities
                  sport={values.sport}
                  quantities={values.quantities}
                  onChange={(name, quantity) => form.setFieldValue(`quantities.${name}`, quantity)}
                  errors={errors}
                  disabled={busy}
                />
              </QuoteFieldset>
            )}

            <QuoteFieldset legend="Timing" disabled={busy}>
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
            </QuoteFieldset>

            <QuoteFieldset legend="Artwork" disabled={busy}>
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
            </QuoteFieldset>

            <QuoteFieldset legend="Roster" disabled={busy}>
              <RosterEditor rows={values.roster} onChange={setRoster} errors={errors} disabled={busy} />
              <ExtraPlayersNote warning={extraPlayers} live mt="md" />
            </QuoteFieldset>

            <SubmitButton size="lg" gold icon={IconSend} busy={busy} busyLabel="Sending...">
              Send Quote Request
            </SubmitButton>
          </Stack>
        </form>
      </div>
      <EstimatePanel estimate={estimate} players={values.roster.length} extraPlayers={extraPlayers} />
    </div>
  );
}
