export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  openDatabase,
  pingDatabase,
} from "./client";
export { DataFolderInUseError } from "./data-folder-lock";
export * from "./schema/index";
