// Apart from the operations so the web app can import it without the server's code: it downloads
// the CSV over REST itself.
export const TEAM_STORES_EXPORT_PATH = "/api/team-stores/export";
