import { Select, Text } from "@mantine/core";
import { invitationInput, roleChoices, roleWords } from "@store/api/contracts";
import type { z } from "zod";
import { CreateModal } from "../list/CreateModal";
import { EmailField } from "../shared/FormParts";

type Values = z.input<typeof invitationInput>;

const roleData = roleChoices.map((role) => ({ value: role, label: roleWords[role].label }));

/** The 'Invite Staff' dialog: an address and a role; the person chooses their own password from the e-mail. */
export function InviteStaffModal({
  opened,
  onClose,
  onInvite,
}: {
  opened: boolean;
  onClose: () => void;
  onInvite: (values: Values) => Promise<unknown>;
}) {
  return (
    <CreateModal<Values, unknown>
      opened={opened}
      onClose={onClose}
      title="Invite Staff"
      intro="We e-mail them a link to choose their own password; it works once, for 48 hours. Inviting the same address again replaces the earlier link."
      submitLabel="Send Invitation"
      failurePrefix="Error sending the invitation"
      schema={invitationInput}
      initialValues={{ email: "", role: "counter" }}
      onCreate={onInvite}
      fields={(form) => {
        const chosen = roleWords[form.values.role];
        return (
          <>
            <EmailField autoComplete="off" {...form.getInputProps("email")} />
            <Select
              label="Role"
              required
              allowDeselect={false}
              data={roleData}
              {...form.getInputProps("role")}
              description={chosen ? chosen.description : undefined}
              comboboxProps={{ withinPortal: true }}
            />
            <Text size="xs" c="dimmed">
              {roleChoices
                .map((role) => `${roleWords[role].label}: ${roleWords[role].description}`)
                .join(" ")}
            </Text>
          </>
        );
      }}
    />
  );
}
