import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";

/** A search field that updates the list a moment after typing stops. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  placeholder: string;
  label: string;
}) {
  const [text, setText] = useState(value ?? "");
  const commit = useDebouncedCallback(
    (next: string) => onChange(next.trim() === "" ? undefined : next.trim()),
    300,
  );
  // Back and forward buttons change the URL: show what it says.
  useEffect(() => {
    setText((current) => (current.trim() === (value ?? "") ? current : (value ?? "")));
  }, [value]);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              setText("");
              onChange(undefined);
            }}
          />
        ) : null
      }
      w={{ base: "100%", sm: 320 }}
    />
  );
}
