import type http from "node:http";
import { sendJson, startLocalServer } from "./local-server";

export type ChannelMode = "ok" | "fail" | "hang";

/**
 * Local stand-ins for the two alert channels: a chat incoming webhook (Slack and Discord answer 2xx to a message they
 * take) and Resend's POST /emails. Each records what it accepted and can be switched to refuse or to hang.
 */
export async function startAlertChannelStubs() {
  const modes = { webhook: "ok" as ChannelMode, resend: "ok" as ChannelMode };
  const hanging: http.ServerResponse[] = [];
  const webhookMessages: { text: string; content: string }[] = [];
  const emails: { from: string; to: string[]; subject: string; text: string; authorization: string | undefined }[] = [];
  const webhook = await startLocalServer((request, response) => {
    if (modes.webhook === "hang") return void hanging.push(response);
    if (modes.webhook === "fail") return sendJson(response, 404, { message: "no_service" });
    webhookMessages.push(JSON.parse(request.body));
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("ok");
  });
  const resend = await startLocalServer((request, response) => {
    if (modes.resend === "hang") return void hanging.push(response);
    if (modes.resend === "fail") return sendJson(response, 422, { name: "validation_error", message: "The from address is not verified.", statusCode: 422 });
    if (request.method !== "POST" || request.url !== "/emails") return sendJson(response, 404, { name: "not_found", message: "unexpected call", statusCode: 404 });
    const body = JSON.parse(request.body);
    emails.push({ ...body, to: [body.to].flat(), authorization: request.headers.authorization });
    sendJson(response, 200, { id: `email-${emails.length}` });
  });
  return {
    webhookUrl: `${webhook.url}/services/T000/B000/secret-token`,
    resendUrl: resend.url,
    webhook,
    resend,
    webhookMessages,
    emails,
    setMode(channel: keyof typeof modes, mode: ChannelMode) {
      modes[channel] = mode;
    },
    reset() {
      modes.webhook = "ok";
      modes.resend = "ok";
      webhookMessages.length = 0;
      emails.length = 0;
      webhook.requests.length = 0;
      resend.requests.length = 0;
      for (const response of hanging.splice(0)) response.destroy();
    },
    async close() {
      for (const response of hanging.splice(0)) response.destroy();
      await webhook.close();
      await resend.close();
    },
  };
}
