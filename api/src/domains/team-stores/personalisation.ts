import { type TeamStorePersonalisation, UNKNOWN_NUMBER } from "@store/db/catalogue";
import { AppError } from "../../errors/app-error";

// The name and number printed on an item, checked against the item's and the store's rules. The
// same checks serve a family's checkout, a change through the order link and a staff late order.

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

/** Letters of any alphabet, spaces, hyphens, apostrophes and periods: what a name plate can carry. */
const NAME_CHARACTERS = /^[\p{L} '.-]+$/u;

const takesName = (p: TeamStorePersonalisation) => p === "name" || p === "both";
const takesNumber = (p: TeamStorePersonalisation) => p === "number" || p === "both";

/** A refusal naming the field, so the form shows it beside the box the family typed in. */
const refuse = (field: string, message: string) => AppError.badRequest(message, { [field]: message });

/** The name as it will print: spaces tidied, curly apostrophes straightened, upper-cased; null for none. */
export function printNameFor(rules: PrintRules, raw: string | null, field: string): string | null {
  const name = (raw ?? "")
    .replace(/\s+/g, " ")
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  if (!takesName(rules.personalisation)) {
    if (name) throw refuse(field, `"${rules.productName}" is not printed with a name: leave the name empty.`);
    return null;
  }
  if (!name) {
    if (rules.personalisationRequired)
      throw refuse(field, `Type the name to print on "${rules.productName}".`);
    return null;
  }
  if (!NAME_CHARACTERS.test(name))
    throw refuse(
      field,
      `The name on "${rules.productName}" may use only letters, spaces, hyphens (-), apostrophes (') and periods (.).`,
    );
  if ([...name].length > rules.maxNameLength)
    throw refuse(
      field,
      `The name on "${rules.productName}" is at most ${rules.maxNameLength} letters (spaces count).`,
    );
  return name.toUpperCase();
}

/** The number as it will print ("7", "00" or "##"); null for none. */
export function printNumberFor(
  rules: PrintRules,
  store: NumberRules,
  raw: string | null,
  field: string,
): string | null {
  const number = (raw ?? "").trim();
  if (!takesNumber(rules.personalisation)) {
    if (number)
      throw refuse(field, `"${rules.productName}" is not printed with a number: leave the number empty.`);
    return null;
  }
  if (!number) {
    if (rules.personalisationRequired)
      throw refuse(
        field,
        store.allowUnknownNumber
          ? `Type the number to print on "${rules.productName}" (or ${UNKNOWN_NUMBER} if you do not know it yet).`
          : `Type the number to print on "${rules.productName}".`,
      );
    return null;
  }
  const range = `${store.numberMin}-${store.numberMax}`;
  if (number === UNKNOWN_NUMBER) {
    if (store.allowUnknownNumber) return UNKNOWN_NUMBER;
    throw refuse(field, `This store needs the player's number now: type a number from ${range}.`);
  }
  // "0" and "00" are numbers players wear; "07" is not (it would print beside a "7").
  if (!/^(?:0|00|[1-9][0-9]{0,2})$/.test(number))
    throw refuse(field, `A number is digits only, like 7 or 23 (no leading zero): ${range}.`);
  const value = Number(number);
  if (value < store.numberMin || value > store.numberMax)
    throw refuse(field, `Numbers in this store are ${range}: ${number} is outside that.`);
  return number;
}

/** Whether a name or number is printed on the line (the personalisation fee applies then). */
export const isPersonalised = (name: string | null, number: string | null) =>
  name !== null || number !== null;

/**
 * The player as the store keys them: the name with its spaces tidied, without case. Two orders for
 * "Sam  Lee" and "sam lee" are one player; the same player may wear their number on each.
 */
export const playerKeyOf = (playerName: string) => playerName.replace(/\s+/g, " ").trim().toLowerCase();
