import type { PaymentProvider } from "@store/db/catalogue";
import type { PaymentProviderAdapter } from "./provider";
import { squareProvider } from "./square-provider";
import { type StripeSettings, stripeProvider } from "./stripe-provider";

export interface SquareSettings {
  accessToken: string;
  signatureKey: string;
  /** The notification URL as entered in Square's dashboard (it is part of the signature). */
  webhookUrl: string;
}

export interface PaymentSettingsFromEnv {
  stripe: StripeSettings | undefined;
  square: SquareSettings | undefined;
}

/**
 * The providers whose keys are set: `hosted` takes money on its own page (Stripe), `counter`
 * reports the card terminal's payments (Square). Neither: the store takes money in store only.
 */
export interface PaymentProviders {
  hosted: PaymentProviderAdapter | undefined;
  counter: PaymentProviderAdapter | undefined;
  byName(name: string): PaymentProviderAdapter | undefined;
  /** Which providers are live, for the admin (never a key). */
  live(): PaymentProvider[];
}

export function paymentProviders(adapters: {
  hosted?: PaymentProviderAdapter | undefined;
  counter?: PaymentProviderAdapter | undefined;
}): PaymentProviders {
  const all = [adapters.hosted, adapters.counter].filter((a): a is PaymentProviderAdapter => a !== undefined);
  return {
    hosted: adapters.hosted,
    counter: adapters.counter,
    byName: (name) => all.find((a) => a.name === name),
    live: () => all.map((a) => a.name),
  };
}

/** No provider: today's store, where every payment is taken in store and typed by staff. */
export const noPaymentProviders = paymentProviders({});

/** The providers the environment's keys make live; `square` swaps Square's adapter (tests). */
export function providersFromEnv(
  settings: PaymentSettingsFromEnv,
  square: (settings: SquareSettings) => PaymentProviderAdapter = squareProvider,
): PaymentProviders {
  return paymentProviders({
    hosted: settings.stripe ? stripeProvider(settings.stripe) : undefined,
    counter: settings.square ? square(settings.square) : undefined,
  });
}
