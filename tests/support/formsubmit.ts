import type http from "node:http";
import { parseFormBody, type RecordedRequest, sendJson, startLocalServer } from "./local-server";

export type FormSubmitMode = "ok" | "fail" | "down" | "hang" | "html";

/** A stand-in for FormSubmit's AJAX endpoint with switchable behaviour, as the real one misbehaves. */
export async function startFormSubmitStub() {
  let mode: FormSubmitMode = "ok";
  let answerDelayMs = 0;
  const hanging: http.ServerResponse[] = [];
  const accepted: { request: RecordedRequest; fields: Record<string, string> }[] = [];
  /** Requests being answered right now, and the most there ever were at once. */
  const load = { open: 0, most: 0 };
  const server = await startLocalServer(async (request, response) => {
    load.open += 1;
    load.most = Math.max(load.most, load.open);
    response.once("close", () => (load.open -= 1));
    if (mode === "hang") {
      hanging.push(response);
      return;
    }
    if (mode === "down") return sendJson(response, 503, { message: "Service unavailable" });
    if (mode === "html") {
      response.writeHead(200, { "content-type": "text/html" });
      return response.end("<html>maintenance</html>");
    }
    if (mode === "fail") return sendJson(response, 200, { success: "false", message: "Form should POST" });
    // Delivered on arrival, as FormSubmit's e-mail goes out whether or not its answer reaches the sender in time.
    accepted.push({ request, fields: await parseFormBody(request) });
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    if (!response.destroyed) sendJson(response, 200, { success: "true", message: "The form was submitted successfully." });
  });
  return {
    ...server,
    accepted,
    load,
    setMode(next: FormSubmitMode) {
      mode = next;
    },
    /** In "ok" mode: deliver on arrival, answer this much later (a slow FormSubmit whose e-mails still go out). */
    setAnswerDelay(ms: number) {
      answerDelayMs = ms;
    },
    /** References (inquiry ids) of what it accepted, in order. */
    references: () => accepted.map((entry) => entry.fields.reference),
    /** How many times it accepted each reference. */
    copies: () => accepted.reduce((counts, entry) => counts.set(entry.fields.reference, (counts.get(entry.fields.reference) ?? 0) + 1), new Map<string, number>()),
    releaseHanging() {
      for (const response of hanging.splice(0)) response.destroy();
    },
  };
}
