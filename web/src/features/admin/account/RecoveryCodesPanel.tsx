import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";

/** Ten recovery codes, shown this once: copy or download them, then say they are kept. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Clanton Sports Apparel admin: recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "clanton-recovery-codes.txt";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    // The light yellow behind yellow words reads at 2.7:1: the title takes the text colour.
    <Alert
      color="yellow"
      title="Save your recovery codes"
      role="status"
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          If you lose your phone, each of these codes signs you in once instead of a code from the app. They
          are shown only now: keep them somewhere safe, away from this computer.
        </Text>
        <SimpleGrid
          cols={2}
          spacing="xs"
          component="ul"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
          aria-label="Recovery codes"
        >
          {codes.map((code) => (
            <li key={code}>
              <Code fz="sm">{code}</Code>
            </li>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={
                  copied ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )
                }
              >
                {copied ? "Copied" : "Copy codes"}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            size="sm"
            onClick={download}
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            Download
          </Button>
          <Button size="sm" onClick={onDone}>
            I have saved them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
