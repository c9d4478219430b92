import { openApiDocument } from "../openapi/document";

// Prints the document /api/openapi.json serves, for client generators (tools/openapi-client):
// `node --import tsx api/src/cli/print-openapi.ts > openapi.json`. Built without a server or database.
process.stdout.write(`${JSON.stringify(openApiDocument(), null, 2)}\n`);
