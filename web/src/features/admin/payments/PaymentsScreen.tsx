import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { PaymentSettingsDto } from "@store/api/contracts";
import { checkoutPaymentChoices, paymentProviderLabels, paymentProviders } from "@store/db/catalogue";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { formatDateTime } from "../shared/format";
import { PageHeader } from "../shared/PageHeader";
import { usePaymentSettings, useSavePaymentSettings } from "./payment-settings-data";

type Choice = PaymentSettingsDto["checkout"];

const CHOICES: Record<Choice, { label: string; description: string }> = {
  in_store: {
    label: "Pay in store",
    description: "Shoppers pay at pickup: cash, check or card at the counter. Staff record each payment.",
  },
  pay_now: {
    label: "Pay now",
    description:
      "Every checkout goes to Stripe's secure payment page. An order not paid within 30 minutes is cancelled and its items go back on the shelf.",
  },
  pay_now_or_in_store: {
    label: "Pay now or in store",
    description:
      "Shoppers choose. An order whose online payment is not completed stays, to be paid in store.",
  },
};

/**
 * The owner's "Payments" screen (decision 086): which providers are live (their keys are set on
 * the server, never here), how checkout takes money, and the deposit a quote's payment link asks.
 */
export function PaymentsScreen() {
  const settings = usePaymentSettings();
  return (
    <>
      <PageHeader title={adminScreens.payments.label} description={adminScreens.payments.description} />
      {settings.data ? (
        <Stack gap="lg">
          <ProvidersCard settings={settings.data} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CheckoutCard settings={settings.data} />
            <DepositCard settings={settings.data} />
          </SimpleGrid>
          {settings.data.updated_at && (
            <Text size="sm" c="dimmed">
              Last changed {formatDateTime(settings.data.updated_at)} by {settings.data.updated_by}.
            </Text>
          )}
        </Stack>
      ) : settings.error ? (
        <ErrorBox
          message={describeFailure("Error fetching the payment settings", settings.error)}
          retryLabel="Try Again"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Skeleton height={280} />
      )}
    </>
  );
}

function ProvidersCard({ settings }: { settings: PaymentSettingsDto }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        Payment providers
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        A provider is live when its keys are set on the server (see the operations guide). Keys are never
        shown or typed here.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {paymentProviders.map((provider) => {
          const live = settings.live.includes(provider);
          const url = settings.webhook_urls[provider];
          return (
            <Stack key={provider} gap={6}>
              <Group gap="xs">
                <Text fw={600}>{paymentProviderLabels[provider]}</Text>
                <Badge color={live ? "green" : "gray"} variant="dot" size="lg">
                  {live ? "Live" : "Not set up"}
                </Badge>
              </Group>
              <Text size="sm">
                {provider === "stripe"
                  ? "Takes cards online on its hosted page: checkout, payment links, team stores."
                  : "Card payments on the counter's terminal land on the order whose number is in the note (#1042)."}
              </Text>
              <Text size="sm" c="dimmed">
                Webhook address for its dashboard:
              </Text>
              <Group gap="xs" wrap="wrap" align="center">
                <Code style={{ overflowWrap: "anywhere", maxWidth: "100%" }}>{url}</Code>
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={copy}
                      leftSection={
                        copied ? (
                          <IconCheck size={14} aria-hidden="true" />
                        ) : (
                          <IconCopy size={14} aria-hidden="true" />
                        )
                      }
                      aria-label={`Copy ${paymentProviderLabels[provider]}'s webhook address`}
                    >
                      {copied ? "Copied" : "Copy"}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}

function CheckoutCard({ settings }: { settings: PaymentSettingsDto }) {
  const save = useSavePaymentSettings();
  const [choice, setChoice] = useState<Choice>(settings.checkout_chosen);
  useEffect(() => setChoice(settings.checkout_chosen), [settings.checkout_chosen]);
  const stripeLive = settings.live.includes("stripe");
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Checkout
      </Title>
      <Stack gap="md">
        {!stripeLive && (
          <Alert color="yellow" title="Online payment is not set up">
            Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server to take cards online. Until then
            checkout takes payment in store.
          </Alert>
        )}
        {stripeLive && settings.checkout !== settings.checkout_chosen && (
          <Alert color="yellow">Checkout falls back to pay in store while no provider is live.</Alert>
        )}
        <Radio.Group
          label="How shoppers pay at checkout"
          value={choice}
          onChange={(v) => setChoice(v as Choice)}
        >
          <Stack gap="sm" mt="xs">
            {checkoutPaymentChoices.map((value) => (
              <Radio
                key={value}
                value={value}
                label={CHOICES[value].label}
                description={CHOICES[value].description}
                disabled={value !== "in_store" && !stripeLive}
              />
            ))}
          </Stack>
        </Radio.Group>
        {save.error && (
          <Alert color="red" title="Not saved" role="alert">
            {describeFailure("The change was not saved", save.error)}
          </Alert>
        )}
        <Group>
          <Button
            onClick={() => save.mutate({ checkout: choice })}
            loading={save.isPending}
            disabled={choice === settings.checkout_chosen}
          >
            Save checkout choice
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function DepositCard({ settings }: { settings: PaymentSettingsDto }) {
  const save = useSavePaymentSettings();
  const [percent, setPercent] = useState<number | string>(settings.quote_deposit_percent);
  useEffect(() => setPercent(settings.quote_deposit_percent), [settings.quote_deposit_percent]);
  const valid = typeof percent === "number" && Number.isInteger(percent) && percent >= 0 && percent <= 100;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Team quotes
      </Title>
      <Stack gap="md">
        <NumberInput
          label="Deposit asked from a quote's payment link"
          description="A share of the order's total, asked first; the rest is the balance. 0 or 100 asks the whole amount."
          suffix="%"
          min={0}
          max={100}
          step={5}
          allowDecimal={false}
          value={percent}
          onChange={setPercent}
          error={valid ? undefined : "A whole number from 0 to 100."}
        />
        {save.error && (
          <Alert color="red" title="Not saved" role="alert">
            {describeFailure("The change was not saved", save.error)}
          </Alert>
        )}
        <Group>
          <Button
            onClick={() => valid && save.mutate({ quote_deposit_percent: percent })}
            loading={save.isPending}
            disabled={!valid || percent === settings.quote_deposit_percent}
          >
            Save deposit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
