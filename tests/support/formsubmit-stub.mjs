// A local stand-in for FormSubmit's AJAX endpoint (POST /ajax/{email}), the one third-party API the e2e suite needs.
// GET /__received lists what it was sent, GET /__count how many; POST /__mode {"mode":"ok"|"fail"|"down"|"hang"}
// changes how it answers; POST /__delay {"ms":3000} answers a delivered submission that much later (a slow FormSubmit
// whose e-mails still go out); POST /__fail-matching {"match":"text","fail":true|false} refuses (success "false") only
// submissions whose body contains the text, so one test can make its own inquiry fail while others run.
import http from "node:http";

/** @type {{ url: string; headers: http.IncomingHttpHeaders; body: string }[]} */
const received = [];
let mode = "ok";
let delayMs = 0;
const failingMatches = new Set();

const server = http.createServer(async (req, res) => {
  const chunks = [];
  try {
    for await (const chunk of req) chunks.push(chunk);
  } catch {
    // The sender went away before its body arrived (a server killed mid-forward): nothing was received.
    return;
  }
  const body = Buffer.concat(chunks).toString("utf8");
  /**
   * @param {number} status
   * @param {unknown} value
   */
  const json = (status, value) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(value));
  };
  if (req.method === "GET" && req.url === "/__received") return json(200, received);
  if (req.method === "GET" && req.url === "/__count") return json(200, { received: received.length });
  if (req.method === "POST" && req.url === "/__delay") {
    delayMs = Number(JSON.parse(body || "{}").ms) || 0;
    return json(200, { delayMs });
  }
  if (req.method === "POST" && req.url === "/__mode") {
    mode = JSON.parse(body || "{}").mode || "ok";
    return json(200, { mode });
  }
  if (req.method === "POST" && req.url === "/__fail-matching") {
    const { match, fail } = JSON.parse(body || "{}");
    if (typeof match === "string" && match) {
      if (fail) failingMatches.add(match);
      else failingMatches.delete(match);
    }
    return json(200, { failing: [...failingMatches] });
  }
  if (req.method === "POST" && req.url?.startsWith("/ajax/")) {
    if (mode === "hang") return; // never answers
    if (mode === "down") return json(503, { message: "Service unavailable" });
    received.push({ url: req.url, headers: req.headers, body });
    if (mode === "fail" || [...failingMatches].some((match) => body.includes(match))) return json(200, { success: "false", message: "Form should POST" });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (!res.destroyed) json(200, { success: "true", message: "The form was submitted successfully." });
    return;
  }
  json(404, { message: "not found" });
});

server.listen(Number(process.env.PORT || 3199), "127.0.0.1");
