import { Alert, Button, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { teamSportLabels, teamSports } from "@store/db/catalogue";
import { IconAlertCircle, IconCircleCheck, IconSend } from "@tabler/icons-react";
import { FormNeedsScript } from "../../ui/FormNeedsScript";
import { EmailField, NameField, PhoneField } from "../../ui/forms/person-fields";
import { SelectBoxField } from "../../ui/forms/SelectBoxField";
import { TextAreaField } from "../../ui/forms/TextAreaField";
import { TextField } from "../../ui/forms/TextField";
import { useRequestForm } from "./use-request-form";

const sportOptions = [
  { value: "", label: "Choose a sport", disabled: true },
  ...teamSports.map((sport) => ({ value: sport, label: teamSportLabels[sport] })),
];

/** "Ask for a team store": who the team is, how many players, by when; staff call or e-mail back. */
export function RequestForm({ headingId }: { headingId: string }) {
  const { form, formProps, busy, failure, sent } = useRequestForm();
  return (
    <form {...formProps} aria-labelledby={headingId} aria-describedby="request-required-note">
      <FormNeedsScript />
      <Stack gap="md">
        <Text fz="sm" id="request-required-note">
          Fields marked with an asterisk (*) are required.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            label="Team name"
            name="team_name"
            required
            autoComplete="organization"
            {...form.getInputProps("team_name")}
          />
          <SelectBoxField
            label="Sport"
            name="sport"
            required
            options={sportOptions}
            {...form.getInputProps("sport")}
          />
          <NameField label="Your name (coach)" name="coach_name" {...form.getInputProps("coach_name")} />
          <EmailField name="email" {...form.getInputProps("email")} />
          <PhoneField name="phone" required {...form.getInputProps("phone")} />
          <TextField
            label="Number of players"
            name="players"
            required
            inputMode="numeric"
            {...form.getInputProps("players")}
          />
          <TextField
            label="Wanted by"
            description="The day the team needs the gear: at least three weeks from today."
            name="wanted_by"
            type="date"
            required
            {...form.getInputProps("wanted_by")}
          />
        </SimpleGrid>
        <TextAreaField
          label="Anything else"
          description="Colours, the items you have in mind, a logo we already have, the pickup place."
          name="message"
          rows={4}
          {...form.getInputProps("message")}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {failure}
          </Alert>
        )}
        <div role="status" aria-live="polite">
          {sent && (
            <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden="true" />}>
              {sent}
            </Alert>
          )}
        </div>
        <div>
          <Button
            type="submit"
            size="md"
            disabled={busy}
            leftSection={
              busy ? <Loader size={16} color="currentColor" /> : <IconSend size={18} aria-hidden="true" />
            }
          >
            {busy ? "Sending..." : "Ask for a Team Store"}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
