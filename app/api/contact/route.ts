import { handleContactPost } from "@/lib/inquiries/http";

export const runtime = "nodejs";

export const POST = handleContactPost;
