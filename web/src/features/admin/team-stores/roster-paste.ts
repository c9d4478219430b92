export interface PastedPlayer {
  name: string;
  number: string | null;
  email: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMBER = /^(\d{1,3}|##)$/;

/**
 * Players pasted from a spreadsheet: one a line, columns split by tabs or commas, in any order of
 * name, number and parent e-mail (a number and an address are told apart by their shape). A header
 * line ("Name, Number, Email") and blank lines are skipped. The server checks each player again.
 */
export function readPastedRoster(text: string): PastedPlayer[] {
  const players: PastedPlayer[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cells = line
      .split(/\t|,/)
      .map((c) => c.trim().replace(/^"|"$/g, "").trim())
      .filter(Boolean);
    if (cells.length === 0) continue;
    if (cells.some((c) => /^(player|name|player name)$/i.test(c))) continue;
    const number = cells.find((c) => NUMBER.test(c.replace(/^#(?=\d)/, "")))?.replace(/^#(?=\d)/, "") ?? null;
    const email = cells.find((c) => EMAIL.test(c)) ?? null;
    const name = cells.filter((c) => c.replace(/^#(?=\d)/, "") !== number && c !== email).join(" ");
    if (name) players.push({ name, number, email });
  }
  return players;
}
