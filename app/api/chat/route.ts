import { handleChatPost } from "@/lib/chat/http";

export const runtime = "nodejs";

export const POST = handleChatPost;
