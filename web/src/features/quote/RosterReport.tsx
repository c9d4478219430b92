import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import classes from "./quote.module.css";
import { type ImportReport, reportSummary } from "./roster-edit";

/** The text of the line a problem names, so the coach sees what to fix without counting lines. */
function lineText(text: string, message: string): string | undefined {
  const line = /^Line (\d+):/.exec(message)?.[1];
  return line ? text.split(/\r\n|\r|\n/)[Number(line) - 1]?.trim() : undefined;
}

interface RosterReportProps {
  result: { source: string; text: string; report: ImportReport };
  onClose: () => void;
}

/** What an import added, and every line it did not, by line number, until dismissed. */
export function RosterReport({ result, onClose }: RosterReportProps) {
  const problems = result.report.problems;
  return (
    <Alert
      color={problems.length > 0 ? "orange" : "green"}
      mb="sm"
      role="status"
      title={`${result.source}: ${reportSummary(result.report)}`}
      icon={
        problems.length > 0 ? (
          <IconAlertTriangle size={20} aria-hidden="true" />
        ) : (
          <IconCircleCheck size={20} aria-hidden="true" />
        )
      }
      withCloseButton
      closeButtonLabel="Dismiss the roster report"
      onClose={onClose}
      // Mantine's light title colours are too faint on their own background.
      styles={{ title: { color: "var(--mantine-color-text)" } }}
      data-testid="roster-report"
    >
      {problems.length > 0 && (
        <>
          <Text size="sm" mb={4}>
            These lines were not added. Fix them and paste them again, or add the players by hand:
          </Text>
          <List size="sm" spacing={4}>
            {problems.map((message) => {
              const line = lineText(result.text, message);
              return (
                <List.Item key={message}>
                  {message}
                  {line && <div className={classes.problemLine}>{line}</div>}
                </List.Item>
              );
            })}
          </List>
        </>
      )}
    </Alert>
  );
}
