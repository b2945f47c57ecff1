import { getAdminSession } from "@/lib/admin/auth";
import { handleImageUpload } from "@/lib/images/upload-http";
import { adminUploadRateLimit } from "@/lib/rate-limit/policies";
import { serverEnvironment } from "@/config/server-env";
import { publicSupabaseUrl } from "@/config/public-env.mjs";
import { site } from "@/config/site";

export const runtime = "nodejs";

/** An image from the admin: to the Supabase bucket with the admin's own session, or to DATA_DIR without Supabase. */
export async function POST(request: Request) {
  return handleImageUpload(request, {
    siteUrl: site.host,
    limiter: adminUploadRateLimit(),
    admin: async () => {
      const session = await getAdminSession();
      if (!session) return null;
      if (session.mode === "supabase") return { key: `admin:${session.userId}`, target: { kind: "bucket", client: session.client, supabaseUrl: publicSupabaseUrl() ?? "" } };
      return { key: "admin:password", target: { kind: "data-dir", dataDir: serverEnvironment().dataDir } };
    },
  });
}
