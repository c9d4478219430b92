import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type DesignStatus, designStatusWords } from "@store/db/catalogue";
import { IconPaletteOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import { ButtonLink } from "../../ui/links/ButtonLink";
import { customerStatusColor } from "../design-records/design-status";
import { EmptySection, SectionQuery } from "./SectionState";

const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The account's team quotes and artwork requests, newest first; one waiting for an answer says so. */
export function RequestsSection() {
  const requests = useQuery(trpc.account.requests.queryOptions());
  return (
    <SectionQuery query={requests} label="quotes and requests">
      {(list) =>
        list.length === 0 ? (
          <EmptySection icon={IconPaletteOff} title="No quotes or artwork requests yet">
            Team quotes and custom artwork requests sent with this e-mail address show here, with their
            proofs.
          </EmptySection>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {list.map((request) => {
              const status = request.status as DesignStatus;
              const name = request.kind === "quote" ? `Quote ${request.reference}` : request.reference;
              return (
                <li key={`${request.kind}-${request.id}`}>
                  <Card withBorder radius="lg" p="md">
                    <Group justify="space-between" align="flex-start" gap="xs">
                      <div>
                        <Group gap="xs">
                          <Title order={2} fz={18}>
                            {name}
                          </Title>
                          <Badge variant="dot" color={customerStatusColor[status] ?? "gray"}>
                            {designStatusWords[status] ?? request.status}
                          </Badge>
                        </Group>
                        <Text size="sm" c="dimmed">
                          {request.team_name} · {request.kind === "quote" ? "team quote" : "artwork request"}{" "}
                          · {day.format(new Date(request.created_at))}
                        </Text>
                      </div>
                      {request.awaiting_answer && <Badge color="orange">Waiting for your answer</Badge>}
                    </Group>
                    <Group mt="sm">
                      <ButtonLink
                        to="/account/requests/$kind/$id"
                        params={{ kind: request.kind, id: request.id }}
                        variant={request.awaiting_answer ? "filled" : "light"}
                        size="sm"
                        aria-label={`Open ${name}`}
                      >
                        {request.awaiting_answer ? "Review and Answer" : "View"}
                      </ButtonLink>
                    </Group>
                  </Card>
                </li>
              );
            })}
          </Stack>
        )
      }
    </SectionQuery>
  );
}
