export { takeCleanShutdownMark } from "./clean-shutdown-mark";
export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationState,
  openDatabase,
  pingDatabase,
} from "./client";
export { DamagedDataFolderError } from "./damaged-data-folder";
export { DataFolderInUseError, lockDataFolder } from "./data-folder-lock";
export * from "./schema/index";
export { liveTeamBatchLines } from "./team-batch-lines";
