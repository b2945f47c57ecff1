// The Deno entry of the chat-with-gemini Edge Function: the handler (handler.ts) with Deno's environment, fetch and clock.
import { createChatHandler } from "./handler.ts";

Deno.serve(createChatHandler({ env: (name) => Deno.env.get(name), fetch, now: Date.now }));
