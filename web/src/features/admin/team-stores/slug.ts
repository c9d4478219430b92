/**
 * The store link suggested from the team's name, its sport and the season's year:
 * "Clanton Eagles", "Baseball", 2027 → "clanton-eagles-baseball-2027". Staff may change it.
 */
export function suggestSlug(teamName: string, sport: string, year: number): string {
  const words = `${teamName} ${teamName.toLowerCase().includes(sport.toLowerCase()) ? "" : sport} ${year}`;
  return words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}
