import { type TeamStorePersonalisation, UNKNOWN_NUMBER } from "./team-stores";

// The name and number printed on a team item, checked against the item's and the store's rules:
// the one rule set the server refuses by and the family's page checks each line with as it is added.

/** What an item says about the name and number printed on it. */
export interface PrintRules {
  productName: string;
  personalisation: TeamStorePersonalisation;
  personalisationRequired: boolean;
  maxNameLength: number;
}

/** What the store says about numbers. */
export interface NumberRules {
  numberMin: number;
  numberMax: number;
  allowUnknownNumber: boolean;
}

/** A checked value as it will print (null for none), or the sentence saying what to fix. */
export type PrintCheck = { ok: true; value: string | null } | { ok: false; message: string };

const ok = (value: string | null): PrintCheck => ({ ok: true, value });
const no = (message: string): PrintCheck => ({ ok: false, message });

/** Letters of any alphabet, spaces, hyphens, apostrophes and periods: what a name plate can carry. */
const NAME_CHARACTERS = /^[\p{L} '.-]+$/u;

export const takesPrintedName = (p: TeamStorePersonalisation) => p === "name" || p === "both";
export const takesPrintedNumber = (p: TeamStorePersonalisation) => p === "number" || p === "both";

/** The name's length as it prints: letters, not UTF-16 units (spaces count). */
export const printedLength = (name: string) => [...tidyPrintName(name)].length;

/** Spaces tidied and curly apostrophes straightened, as the name is stored. */
export const tidyPrintName = (raw: string) =>
  raw
    .replace(/\s+/g, " ")
    .replace(/[\u2018\u2019]/g, "'")
    .trim();

/** The words for a name over the item's limit, beside the box and in the server's answer. */
export const nameTooLongWords = (max: number) => `Names print up to ${max} letters — shorten it.`;

/** The name as it will print: tidied and upper-cased; null for none. */
export function checkPrintName(rules: PrintRules, raw: string | null): PrintCheck {
  const name = tidyPrintName(raw ?? "");
  if (!takesPrintedName(rules.personalisation))
    return name ? no(`"${rules.productName}" is not printed with a name: leave the name empty.`) : ok(null);
  if (!name)
    return rules.personalisationRequired ? no(`Type the name to print on "${rules.productName}".`) : ok(null);
  if (!NAME_CHARACTERS.test(name))
    return no(
      `The name on "${rules.productName}" may use only letters, spaces, hyphens (-), apostrophes (') and periods (.).`,
    );
  if ([...name].length > rules.maxNameLength) return no(nameTooLongWords(rules.maxNameLength));
  return ok(name.toUpperCase());
}

/** The number as it will print ("7", "00" or "##"); null for none. */
export function checkPrintNumber(rules: PrintRules, store: NumberRules, raw: string | null): PrintCheck {
  const number = (raw ?? "").trim();
  if (!takesPrintedNumber(rules.personalisation))
    return number
      ? no(`"${rules.productName}" is not printed with a number: leave the number empty.`)
      : ok(null);
  if (!number) {
    if (!rules.personalisationRequired) return ok(null);
    return no(
      store.allowUnknownNumber
        ? `Type the number to print on "${rules.productName}" (or ${UNKNOWN_NUMBER} if you do not know it yet).`
        : `Type the number to print on "${rules.productName}".`,
    );
  }
  const range = `${store.numberMin}-${store.numberMax}`;
  if (number === UNKNOWN_NUMBER)
    return store.allowUnknownNumber
      ? ok(UNKNOWN_NUMBER)
      : no(`This store needs the player's number now: type a number from ${range}.`);
  // "0" and "00" are numbers players wear; "07" is not (it would print beside a "7").
  if (!/^(?:0|00|[1-9][0-9]{0,2})$/.test(number))
    return no(`A number is digits only, like 7 or 23 (no leading zero): ${range}.`);
  const value = Number(number);
  if (value < store.numberMin || value > store.numberMax)
    return no(`Numbers in this store are ${range}: ${number} is outside that.`);
  return ok(number);
}
