import { getAdminSession } from "@/lib/admin/auth";
import { backupFileName } from "@/lib/admin/backup";
import { readBackup } from "@/lib/admin/backup-read";
import { SIGN_IN_TEXTS } from "@/lib/admin/texts";

/** Everything (posts, projects, inquiries, image list) as one JSON download, for a signed-in admin only. */
export async function GET() {
  const session = await getAdminSession();
  if (!session) {
    return Response.json({ message: SIGN_IN_TEXTS.backupNeedsSignIn }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  const now = new Date();
  let backup;
  try {
    backup = await readBackup(session, now);
  } catch (error) {
    const reason = error instanceof Error ? error.message : "unknown error";
    return Response.json({ message: `The backup could not be read: ${reason}` }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(JSON.stringify(backup, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${backupFileName(now)}"`,
      "Cache-Control": "no-store",
    },
  });
}
