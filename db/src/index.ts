export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  migrationState,
  openDatabase,
  pingDatabase,
} from "./client";
export { DamagedDataFolderError } from "./damaged-data-folder";
export { DataFolderInUseError } from "./data-folder-lock";
export * from "./schema/index";
