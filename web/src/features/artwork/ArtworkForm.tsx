import {
  Alert,
  Box,
  Button,
  Checkbox,
  Fieldset,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { orderingItemChoices } from "@store/api/domains/checkout/ordering-items";
import { IconSend, IconSparkles } from "@tabler/icons-react";
import { AttachedFileList } from "../../ui/files/AttachedFileList";
import { FileDropZone } from "../../ui/files/FileDropZone";
import { FormHeading } from "../../ui/forms/FormHeading";
import { EmailField, NameField } from "../../ui/forms/person-fields";
import classes from "./ArtworkForm.module.css";
import headings from "./headings.module.css";
import { SUBMIT_LABELS } from "./messages";
import { ResultMessage } from "./ResultMessage";
import { UploadProgress } from "./UploadProgress";
import { useArtworkForm } from "./use-artwork-form";

interface ArtworkFormProps {
  /** What the visitor chose on another page, in words, or null. */
  selection: string | null;
}

/** The custom artwork request (spec §5): the team's details, what they want, and their files. */
export function ArtworkForm({ selection }: ArtworkFormProps) {
  const artwork = useArtworkForm(selection);
  const { form, busy } = artwork;

  return (
    <form {...artwork.formProps} aria-labelledby="artwork-form-heading" className={classes.form}>
      <FormHeading id="artwork-form-heading" className={headings.heading}>
        Tell Us About Your Project
      </FormHeading>

      {selection && artwork.showSelection && (
        <Alert
          color="gold"
          mb="lg"
          icon={<IconSparkles size={20} aria-hidden="true" />}
          className={classes.selection}
          role="note"
          aria-label="Your selection"
        >
          <Text fw={500}>
            You selected: <strong>{selection}</strong>
          </Text>
          <Text size="sm" mt={2}>
            We have added it to 'What Products Are You Interested In?'. Change it there if you like.
          </Text>
        </Alert>
      )}

      {/* One fieldset disables every control while the request is on its way. */}
      <Fieldset variant="unstyled" disabled={busy} className={classes.fields}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NameField label="Name" {...form.getInputProps("name")} />
            <EmailField {...form.getInputProps("email")} />
          </SimpleGrid>
          <TextInput
            label="Team Name"
            required
            autoComplete="organization"
            {...form.getInputProps("team_name")}
          />
          <Textarea
            label="What Products Are You Interested In?"
            description="For example jerseys, hoodies, banners or a team package."
            required
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("products_interested")}
          />
          <Checkbox.Group
            label="What Are You Ordering?"
            description="Choose any that apply."
            // Spec §5: labelled required, but no check is enforced.
            withAsterisk
            {...form.getInputProps("ordering_items")}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="sm" mt="xs">
              {orderingItemChoices.map((choice) => (
                <Checkbox key={choice} value={choice} label={choice} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label="Artwork Details"
            description="Colors, logos, names and numbers, placement, and any deadline we should know about."
            required
            rows={6}
            {...form.getInputProps("artwork_details")}
          />
          <FileDropZone
            onFiles={artwork.addFiles}
            disabled={busy}
            error={form.errors.files}
            messages={artwork.fileMessages}
            onDismissMessages={artwork.clearFileMessages}
          >
            <AttachedFileList files={artwork.files} onRemove={artwork.removeFile} disabled={busy} />
          </FileDropZone>
        </Stack>
      </Fieldset>

      {artwork.files.length > 0 && busy && (
        <UploadProgress value={artwork.progress} done={artwork.status === "submitting"} />
      )}

      <Box mt="xl">
        <Button
          type="submit"
          size="md"
          color="gold.5"
          c="navy.9"
          disabled={busy}
          leftSection={<IconSend size={18} aria-hidden="true" />}
          className={classes.submit}
        >
          {SUBMIT_LABELS[artwork.status]}
        </Button>
      </Box>
      <ResultMessage result={artwork.result} />
    </form>
  );
}
