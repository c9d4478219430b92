import { Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import type { TaxPlaceDto, TaxRateDto } from "@store/api/contracts";
import { IconMapPinPlus } from "@tabler/icons-react";
import { useState } from "react";
import { describeFailure } from "../../../lib/api-errors";
import { adminScreens } from "../shared/admin-links";
import { ErrorBox } from "../shared/ErrorBox";
import { notifyFailure } from "../shared/feedback";
import { PageHeader } from "../shared/PageHeader";
import { AddHolidayModal } from "./AddHolidayModal";
import { AddPlaceModal } from "./AddPlaceModal";
import { AddRateModal } from "./AddRateModal";
import { ClothingSection } from "./ClothingSection";
import { ConfirmRateModal } from "./ConfirmRateModal";
import { HolidaysSection } from "./HolidaysSection";
import { PlaceCard } from "./PlaceCard";
import { useTaxData } from "./tax-data";
import { dayText } from "./tax-words";
import { useTaxChanges } from "./use-tax-changes";

/**
 * The staff's "Sales tax" screen (/admin/tax, decision 083): each place with its rates today, what
 * is scheduled and what needs checking; adding a dated rate, a place or a holiday; confirming a rate;
 * which categories count as clothing.
 */
export function TaxScreen() {
  const tax = useTaxData();
  const changes = useTaxChanges();
  const [ratePlace, setRatePlace] = useState<TaxPlaceDto | null>(null);
  const [confirming, setConfirming] = useState<TaxRateDto | null>(null);
  const [addingPlace, setAddingPlace] = useState(false);
  const [addingHoliday, setAddingHoliday] = useState(false);
  const today = tax.data?.today ?? "";

  return (
    <>
      <PageHeader
        title={adminScreens.tax.label}
        description={adminScreens.tax.description}
        actions={
          <Button
            leftSection={<IconMapPinPlus size={18} aria-hidden="true" />}
            onClick={() => setAddingPlace(true)}
          >
            Add a place
          </Button>
        }
      />
      {tax.data ? (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Rates in effect today, {dayText(tax.data.today)} (store time). Orders keep the rates they were
            placed with; a new rate applies from its day on.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {tax.data.places.map((place) => (
              <PlaceCard key={place.id} place={place} onAddRate={setRatePlace} onConfirm={setConfirming} />
            ))}
          </SimpleGrid>
          {tax.data.places.length === 0 && (
            <Text c="dimmed">No places yet. Add the store's place first: pickups are taxed there.</Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <HolidaysSection holidays={tax.data.holidays} onAdd={() => setAddingHoliday(true)} />
            <ClothingSection
              key={tax.data.clothing_categories.map((c) => `${c.category}${c.clothing}`).join()}
              categories={tax.data.clothing_categories}
              saving={changes.setClothing.isPending}
              onSave={(categories) =>
                changes.setClothing
                  .mutateAsync({ categories: categories as never })
                  .catch((error: unknown) =>
                    notifyFailure(describeFailure("Error saving the clothing categories", error)),
                  )
              }
            />
          </SimpleGrid>
        </Stack>
      ) : tax.isError ? (
        <ErrorBox
          message={describeFailure("Error fetching the tax data", tax.error)}
          retryLabel="Try Again"
          onRetry={() => void tax.refetch()}
        />
      ) : (
        <Stack gap="md" aria-busy="true" aria-label="Loading the tax data">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {["a", "b", "c", "d"].map((k) => (
              <Skeleton key={k} h={220} radius="lg" />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <AddRateModal
        place={ratePlace}
        today={today}
        onClose={() => setRatePlace(null)}
        onCreate={(values) =>
          changes.addRate.mutateAsync({ ...values, rate_percent: Number(values.rate_percent) })
        }
      />
      <ConfirmRateModal
        rate={confirming}
        today={today}
        onClose={() => setConfirming(null)}
        onConfirm={changes.confirmRate.mutateAsync}
      />
      <AddPlaceModal
        opened={addingPlace}
        onClose={() => setAddingPlace(false)}
        onCreate={changes.addPlace.mutateAsync}
      />
      <AddHolidayModal
        opened={addingHoliday}
        today={today}
        onClose={() => setAddingHoliday(false)}
        onCreate={(values) =>
          changes.addHoliday.mutateAsync({
            ...values,
            levels: values.levels as never,
            article_limit: Number(values.article_limit),
          })
        }
      />
    </>
  );
}
