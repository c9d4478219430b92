import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A long public form's heading (its accessible name, by id) and the note on required fields. */
export function FormHeading({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Title order={2} id={id} className={className} fz={{ base: 24, sm: 28 }}>
        {children}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        Fields marked with an asterisk (*) are required.
      </Text>
    </>
  );
}
