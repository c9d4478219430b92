export {
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  openDatabase,
  pingDatabase,
} from "./client";
export * from "./schema/index";
