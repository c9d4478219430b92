import { Box, SimpleGrid, Stack, Text } from "@mantine/core";
import { orderingItemChoices } from "@store/api/contracts";
import { IconSend, IconSparkles } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { FormNeedsScript } from "../../ui/FormNeedsScript";
import { FileDropZone } from "../../ui/files/FileDropZone";
import { FormHeading } from "../../ui/forms/FormHeading";
import { MessageField } from "../../ui/forms/MessageField";
import { NoteField } from "../../ui/forms/note-fields";
import { EmailField, NameField } from "../../ui/forms/person-fields";
import { SubmitButton } from "../../ui/forms/SubmitButton";
import { TextField } from "../../ui/forms/TextField";
import classes from "./ArtworkForm.module.css";
import { afterSendParts, preloadAfterSend } from "./after-send";
import headings from "./headings.module.css";
import { SUBMIT_LABELS } from "./messages";
import { ResultMessage } from "./ResultMessage";
import { useArtworkForm } from "./use-artwork-form";

interface ArtworkFormProps {
  /** What the visitor chose on another page, in words, or null. */
  selection: string | null;
}

/** For example: Full Sub Jersey, Pants, Semi Sub Hoodie or Hats (spec §9's ordering choices). */
const PRODUCT_EXAMPLES = `For example ${orderingItemChoices.slice(0, 3).join(", ")} or ${orderingItemChoices.at(-1)}; a team package or banners too.`;

/**
 * The custom artwork request (spec §5): the team's details, what they want, and their files. What
 * the team wants is asked once: 'What Are You Ordering?' repeated 'What Products Are You
 * Interested In?' (the one the spec requires), so its choices became that field's examples.
 */
export function ArtworkForm({ selection }: ArtworkFormProps) {
  const artwork = useArtworkForm(selection);
  const { form, busy, sent } = artwork;
  const startingAnother = useRef(false);

  // Back from the success view to the empty form, the first field takes the focus (once drawn).
  useEffect(() => {
    if (sent || !startingAnother.current) return;
    startingAnother.current = false;
    form.getInputNode("name")?.focus();
  }, [sent, form]);

  const UploadProgress = afterSendParts()?.UploadProgress;
  if (sent) {
    const another = () => {
      startingAnother.current = true;
      artwork.startAnother();
    };
    const ArtworkSent = afterSendParts()?.ArtworkSent;
    return ArtworkSent ? <ArtworkSent sent={sent} onAnother={another} /> : null;
  }

  return (
    <form
      {...artwork.formProps}
      onFocus={() => {
        artwork.formProps.onFocus();
        preloadAfterSend();
      }}
      aria-labelledby="artwork-form-heading"
      className={classes.form}
    >
      <FormNeedsScript />
      <FormHeading id="artwork-form-heading" className={headings.heading}>
        Tell Us About Your Project
      </FormHeading>

      {selection && artwork.showSelection && (
        <div className={classes.selection} role="note" aria-label="Your selection">
          <IconSparkles size={20} aria-hidden="true" className={classes.selectionIcon} />
          <div>
            <Text fw={500}>
              You selected: <strong>{selection}</strong>
            </Text>
            <Text size="sm" mt={2}>
              We have added it to 'What Products Are You Interested In?'. Change it there if you like.
            </Text>
          </div>
        </div>
      )}

      {/* One fieldset disables every control while the request is on its way. */}
      <fieldset disabled={busy} className={classes.fields}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NameField label="Name" {...form.getInputProps("name")} />
            <EmailField {...form.getInputProps("email")} />
          </SimpleGrid>
          <TextField
            label="Team Name"
            required
            autoComplete="organization"
            {...form.getInputProps("team_name")}
          />
          <NoteField
            label="What Products Are You Interested In?"
            description={PRODUCT_EXAMPLES}
            required
            {...form.getInputProps("products_interested")}
          />
          <MessageField
            label="Artwork Details"
            description="Colors, logos, names and numbers, placement, and any deadline we should know about."
            {...form.getInputProps("artwork_details")}
          />
          <FileDropZone attached={artwork.attached} disabled={busy} error={form.errors.files} />
        </Stack>
      </fieldset>

      {artwork.attached.files.length > 0 && busy && UploadProgress && (
        <UploadProgress value={artwork.progress} done={artwork.status === "submitting"} />
      )}

      <Box mt="xl">
        <SubmitButton size="md" gold icon={IconSend} busy={busy} className={classes.submit}>
          {SUBMIT_LABELS[artwork.status]}
        </SubmitButton>
      </Box>
      <ResultMessage result={artwork.result} />
    </form>
  );
}
