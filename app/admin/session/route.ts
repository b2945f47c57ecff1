import { handleSignInPost } from "@/lib/admin/sign-in-http";

export const runtime = "nodejs";

export const POST = handleSignInPost;
