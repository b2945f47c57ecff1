import type http from "node:http";
import { parseFormBody, type RecordedRequest, sendJson, startLocalServer } from "./local-server";

export type FormSubmitMode = "ok" | "fail" | "down" | "hang" | "html";

/** A stand-in for FormSubmit's AJAX endpoint with switchable behaviour, as the real one misbehaves. */
export async function startFormSubmitStub() {
  let mode: FormSubmitMode = "ok";
  const hanging: http.ServerResponse[] = [];
  const accepted: { request: RecordedRequest; fields: Record<string, string> }[] = [];
  const server = await startLocalServer(async (request, response) => {
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
    accepted.push({ request, fields: await parseFormBody(request) });
    sendJson(response, 200, { success: "true", message: "The form was submitted successfully." });
  });
  return {
    ...server,
    accepted,
    setMode(next: FormSubmitMode) {
      mode = next;
    },
    /** References (inquiry ids) of what it accepted, in order. */
    references: () => accepted.map((entry) => entry.fields.reference),
    releaseHanging() {
      for (const response of hanging.splice(0)) response.destroy();
    },
  };
}
