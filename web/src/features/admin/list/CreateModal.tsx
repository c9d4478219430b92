import "../../../lib/zod-jitless";
import { type ModalProps, Stack, Text } from "@mantine/core";
import { schemaResolver, type UseFormReturnType, useForm } from "@mantine/form";
import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { describeFailure, fieldErrorsOf } from "../../../lib/api-errors";
import { AdminModal } from "../shared/AdminModal";
import { FormButtons, FormFailure } from "../shared/FormParts";

interface CreateModalProps<V extends Record<string, unknown>, R> {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps["size"];
  /** One line above the fields on what the new record does. */
  intro: string;
  /** The submit button's words (usually the title's). */
  submitLabel: string;
  /** The §8 sentence's start when the server refuses without naming a field. */
  failurePrefix: string;
  /** The server's own input schema: the browser checks the same rules. */
  schema: z.ZodType;
  initialValues: V;
  onCreate: (values: V) => Promise<R>;
  fields: (form: UseFormReturnType<V>) => ReactNode;
  /** What to show once created (a key shown once, say), instead of closing; and its title. */
  done?: { title: string; render: (created: R, close: () => void) => ReactNode };
}

/**
 * A dialog that creates one record: checked in the browser with the server's own schema, the
 * server's per-field messages shown beside their fields, any other refusal said above them.
 */
export function CreateModal<V extends Record<string, unknown>, R>(props: CreateModalProps<V, R>) {
  const { opened, onClose, title, size, intro, submitLabel, failurePrefix, schema, onCreate, done } = props;
  const form = useForm<V>({
    mode: "controlled",
    initialValues: props.initialValues,
    validate: schemaResolver(schema as never, { sync: true }),
    validateInputOnBlur: true,
  });
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ value: R }>();

  const close = () => {
    form.reset();
    setFailure(undefined);
    setCreated(undefined);
    onClose();
  };

  const submit = async (values: V) => {
    setFailure(undefined);
    setBusy(true);
    try {
      const value = await onCreate(values);
      if (done) setCreated({ value });
      else close();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      form.setErrors(fields);
      // A refusal that names no field (or no answer at all) is said above the fields.
      if (Object.keys(fields).length === 0) setFailure(describeFailure(failurePrefix, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminModal opened={opened} onClose={close} title={created && done ? done.title : title} size={size}>
      {created && done ? (
        done.render(created.value, close)
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
            <FormFailure message={failure} />
            {props.fields(form)}
            <FormButtons busy={busy} onCancel={close} submitLabel={submitLabel} spinner gap="sm" />
          </Stack>
        </form>
      )}
    </AdminModal>
  );
}
