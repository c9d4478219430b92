import { createServer } from "node:http";

// The baseline of `npm run bench`: the least a Node HTTP server can do per request. Run in its own
// process (the load comes from another) and told its port through PORT.
const body = JSON.stringify({ hello: "world" });
createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1");
