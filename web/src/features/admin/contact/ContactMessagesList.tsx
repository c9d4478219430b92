import { Badge, Group, Stack, Switch, Text } from "@mantine/core";
import type { ContactSubmissionDto } from "@store/api/contracts";
import { IconCalendarMonth, IconInbox, IconMail, IconMailExclamation } from "@tabler/icons-react";
import type { DataTableColumn } from "mantine-datatable";
import { useState } from "react";
import { dateColumn, WIDE } from "../list/cells";
import { defineAdminList, useListSearch } from "../list/define-admin-list";
import { actionsColumn } from "../list/RowActions";
import { ViewRowButton } from "../list/ViewRowButton";
import { adminScreens } from "../shared/admin-links";
import { ContactMessageModal } from "./ContactMessageModal";
import { contactData } from "./contact-data";
import { useContactRead } from "./use-contact-read";

/** Who wrote: bold with an "Unread" badge until someone opens the message. */
function FromCell({ m }: { m: ContactSubmissionDto }) {
  const unread = m.read_at === null;
  return (
    <Stack gap={0} maw={{ base: 150, sm: 260 }}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={unread ? 700 : 400} truncate="end">
          {m.name}
        </Text>
        {unread && (
          <Badge size="xs" color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
            Unread
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate="end" title={m.email}>
        {m.email}
      </Text>
    </Stack>
  );
}

/** From, Message (its start), Received, Open. On a phone: from, received and the way in. */
const columns = (onOpen: (m: ContactSubmissionDto) => void): DataTableColumn<ContactSubmissionDto>[] => [
  { accessor: "name", title: "From", sortable: true, render: (m) => <FromCell m={m} /> },
  {
    accessor: "message",
    title: "Message",
    visibleMediaQuery: WIDE,
    render: (m) => (
      <Text size="sm" lineClamp={2} miw={180} maw={420} fw={m.read_at === null ? 600 : 400}>
        {m.message}
      </Text>
    ),
  },
  dateColumn({ title: "Received", noWrap: true }),
  actionsColumn((m) => (
    <ViewRowButton label="Open" aria-label={`Open the message from ${m.name}`} onClick={() => onOpen(m)} />
  )),
];

/** "Unread only", kept in the address (?unread=true) like the other filters. */
function UnreadOnly() {
  const { search, onSearchChange } = useListSearch(contactData.read);
  return (
    <Switch
      label="Unread only"
      checked={search.unread === true}
      onChange={(e) =>
        onSearchChange({ unread: e.currentTarget.checked ? true : undefined, page: undefined })
      }
    />
  );
}

/** The contact form's messages: tiles, a page at a time, each opened in full (and so marked read). */
export const contactList = defineAdminList({
  data: contactData,
  screen: adminScreens.contact,
  tiles: (stats) => [
    { label: "Total Messages", value: stats?.total, icon: IconInbox, color: "navy" },
    { label: "Unread", value: stats?.unread, icon: IconMailExclamation, color: "teal" },
    { label: "This Month", value: stats?.this_month, icon: IconCalendarMonth, color: "orange" },
  ],
  searchBox: { label: "Search messages", placeholder: "Search name, email or message..." },
  table: {
    label: "Contact messages",
    empty: (search) =>
      search.search || search.unread
        ? {
            icon: IconMail,
            title: search.unread && !search.search ? "No unread messages" : "No messages found",
            text: search.unread ? "Every message has been read." : "Try another name, email or word.",
          }
        : {
            icon: IconMail,
            title: "No Messages Yet",
            text: "Messages sent through the website's contact form will appear here.",
          },
  },
  failure: { prefix: "Error fetching messages", retryLabel: "Try Again" },
  useView: () => {
    const [viewing, setViewing] = useState<ContactSubmissionDto | null>(null);
    const read = useContactRead();
    const open = (m: ContactSubmissionDto) => {
      setViewing(m);
      if (m.read_at === null)
        read.mutate({ id: m.id, read: true }, { onSuccess: (updated) => setViewing(updated) });
    };
    const markUnread = (m: ContactSubmissionDto) =>
      read.mutate({ id: m.id, read: false }, { onSuccess: () => setViewing(null) });
    return {
      columns: columns(open),
      toolbar: <UnreadOnly />,
      dialogs: (
        <ContactMessageModal
          message={viewing}
          onClose={() => setViewing(null)}
          onMarkUnread={markUnread}
          marking={read.isPending && read.variables?.read === false}
        />
      ),
    };
  },
});
