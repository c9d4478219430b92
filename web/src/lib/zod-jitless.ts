import { config } from "zod";

// zod probes for eval (`new Function`) to speed up parsing; the store's Content-Security-Policy
// forbids eval, and Chrome reports each refused probe. Forms validate a handful of fields, so
// zod's plain interpreter is plenty. Import this module before any schema is used.
config({ jitless: true });
