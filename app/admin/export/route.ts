import { getAdminSession } from "@/lib/admin/auth";
import { EXPORT_MAX_ROWS, inquiriesToCsv } from "@/lib/admin/inbox";
import { getInquiryStore } from "@/lib/inquiries/store";

/** Every stored inquiry as CSV, for a signed-in admin only. */
export async function GET() {
  if (!(await getAdminSession())) {
    return Response.json({ message: "Sign in to export inquiries." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  const { inquiries } = await getInquiryStore().list({ limit: EXPORT_MAX_ROWS, offset: 0, view: "all" });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${inquiriesToCsv(inquiries)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inquiries-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
