import { Container, Tabs, Text, Title } from "@mantine/core";
import type { CustomerDto } from "@store/api/contracts";
import { IconAddressBook, IconPackage, IconPalette, IconSettings, IconShirtSport } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { usePageTitle } from "../layout/use-page-meta";
import { AddressesSection } from "./AddressesSection";
import type { AccountTab } from "./account-tabs";
import { OrdersSection } from "./OrdersSection";
import { PlayersSection } from "./PlayersSection";
import { RequestsSection } from "./RequestsSection";
import { RequireAccount } from "./RequireAccount";
import { SettingsSection } from "./SettingsSection";

const TABS: { value: AccountTab; label: string; icon: typeof IconPackage }[] = [
  { value: "orders", label: "Orders", icon: IconPackage },
  { value: "requests", label: "Quotes & Artwork", icon: IconPalette },
  { value: "players", label: "Players", icon: IconShirtSport },
  { value: "addresses", label: "Addresses", icon: IconAddressBook },
  { value: "settings", label: "Settings", icon: IconSettings },
];

/** /account: the signed-in customer's home: orders, quotes, saved players, addresses, settings. */
export function AccountPage({ tab }: { tab: AccountTab }) {
  usePageTitle("Your Account", "Your orders, quotes, saved players and addresses.");
  return <RequireAccount>{(customer) => <AccountHome customer={customer} tab={tab} />}</RequireAccount>;
}

function AccountHome({ customer, tab }: { customer: CustomerDto; tab: AccountTab }) {
  const navigate = useNavigate();
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }}>
      <Text size="sm" c="dimmed">
        Signed in as {customer.email}
      </Text>
      <Title order={1} fz={{ base: 28, sm: 36 }} mb="md">
        {customer.name ? `Hi, ${customer.name.split(" ")[0]}` : "Your Account"}
      </Title>
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate({
            to: "/account",
            search: next && next !== "orders" ? { tab: next as AccountTab } : {},
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {TABS.map(({ value, label, icon: TabIcon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden="true" />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="orders">
          <OrdersSection />
        </Tabs.Panel>
        <Tabs.Panel value="requests">
          <RequestsSection />
        </Tabs.Panel>
        <Tabs.Panel value="players">
          <PlayersSection />
        </Tabs.Panel>
        <Tabs.Panel value="addresses">
          <AddressesSection />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsSection customer={customer} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
