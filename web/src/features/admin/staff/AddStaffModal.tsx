import { staffAccountInput } from "@store/api/contracts";
import { CreateModal } from "../list/CreateModal";
import { EmailField, PasswordField } from "../shared/FormParts";

type Values = { email: string; password: string };

/** The 'Add Staff Account' dialog. */
export function AddStaffModal({
  opened,
  onClose,
  onCreate,
}: {
  opened: boolean;
  onClose: () => void;
  onCreate: (values: Values) => Promise<unknown>;
}) {
  return (
    <CreateModal<Values, unknown>
      opened={opened}
      onClose={onClose}
      title="Add Staff Account"
      intro="The new account can sign in to this portal at once. If the email belongs to a customer account, that account becomes a staff account with this password."
      submitLabel="Add Staff Account"
      failurePrefix="Error creating account"
      schema={staffAccountInput}
      initialValues={{ email: "", password: "" }}
      onCreate={onCreate}
      fields={(form) => (
        <>
          <EmailField autoComplete="off" {...form.getInputProps("email")} />
          <PasswordField
            description="8 to 128 characters. Share it with them privately."
            autoComplete="new-password"
            {...form.getInputProps("password")}
          />
        </>
      )}
    />
  );
}
