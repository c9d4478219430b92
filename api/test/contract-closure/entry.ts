// A contract gone wrong, for contracts-closure.test.ts: plain facts beside a file that reaches the
// database and one that reaches the server's configuration.
export { sizes } from "./plain-facts";
export { loadedConfig } from "./reads-config";
export { totalSql } from "./sql-facts";
