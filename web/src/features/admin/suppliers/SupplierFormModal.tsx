import { NumberInput, Select, TextInput } from "@mantine/core";
import { type SupplierDto, type SupplierFields, supplierFields } from "@store/api/contracts";
import { supplierFileFormatLabels, supplierFileFormats } from "@store/db/catalogue";
import { CreateModal } from "../list/CreateModal";

type Values = { [K in keyof SupplierFields]: K extends "lead_days" ? number | string : string };

const formatChoices = supplierFileFormats.map((value) => ({ value, label: supplierFileFormatLabels[value] }));

/** Add a supplier, or change one (`supplier`): the server's own schema checks the fields here too. */
export function SupplierFormModal({
  opened,
  supplier,
  onClose,
  onSave,
}: {
  opened: boolean;
  supplier: SupplierDto | null;
  onClose: () => void;
  onSave: (values: SupplierFields) => Promise<unknown>;
}) {
  return (
    <CreateModal<Values, unknown>
      key={supplier?.id ?? "new"}
      opened={opened}
      onClose={onClose}
      title={supplier ? `Edit ${supplier.name}` : "Add supplier"}
      intro="Purchase orders are e-mailed to the rep and written in the supplier's file format."
      submitLabel={supplier ? "Save supplier" : "Add supplier"}
      failurePrefix="Error saving the supplier"
      schema={supplierFields}
      initialValues={{
        name: supplier?.name ?? "",
        account_number: supplier?.account_number ?? "",
        rep_email: supplier?.rep_email ?? "",
        order_cutoff: supplier?.order_cutoff ?? "",
        lead_days: supplier?.lead_days ?? 2,
        file_format: supplier?.file_format ?? "csv",
      }}
      onCreate={(values) => onSave(supplierFields.parse(values))}
      fields={(form) => (
        <>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            autoComplete="off"
            {...form.getInputProps("name")}
          />
          <TextInput label="Account number" autoComplete="off" {...form.getInputProps("account_number")} />
          <TextInput
            label="Rep's e-mail"
            description="Purchase orders are sent here."
            type="email"
            autoComplete="off"
            {...form.getInputProps("rep_email")}
          />
          <TextInput
            label="Order cut-off"
            description="24-hour time, like 14:00: orders after it ship a day later."
            placeholder="14:00"
            inputMode="numeric"
            {...form.getInputProps("order_cutoff")}
          />
          <NumberInput
            label="Lead days"
            description="Days from ordering to the goods at the door (0-60)."
            min={0}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps("lead_days")}
          />
          <Select
            label="Purchase order file"
            data={formatChoices}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps("file_format")}
          />
        </>
      )}
    />
  );
}
