import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// The baselines of `npm run bench`: the least a Node HTTP server can do per request. Run in its own
// process (the load comes from another) and told its port through PORT. With BODY_FILE it sends
// that file's bytes as a brotli HTML answer instead of a 17-byte 'hello': the same bytes a drawn
// page sends, so the comparison shows what the store adds beyond moving them.
const bodyFile = process.env.BODY_FILE;
const body = bodyFile ? readFileSync(bodyFile) : Buffer.from(JSON.stringify({ hello: "world" }));
const headers = bodyFile
  ? { "content-type": "text/html; charset=utf-8", "content-encoding": "br" }
  : { "content-type": "application/json" };
createServer((_req, res) => {
  res.writeHead(200, { ...headers, "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
