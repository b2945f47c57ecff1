import { getAdminSession } from "@/lib/admin/auth";
import { backupFileName } from "@/lib/admin/backup";
import { readBackup } from "@/lib/admin/backup-read";

/** Everything (posts, projects, inquiries, image list) as one JSON download, for a signed-in admin only. */
export async function GET() {
  const session = await getAdminSession();
  if (!session) {
    return Response.json({ message: "Sign in to download a backup." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  const now = new Date();
  const backup = await readBackup(session, now);
  return new Response(JSON.stringify(backup, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${backupFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
