import { loadConfig } from "../../src/env";

export const loadedConfig = () => loadConfig({});
