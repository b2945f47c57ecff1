import Link from "next/link";
import { signOutAction } from "@/components/admin/actions";
import { AdminNav } from "@/components/admin/admin-nav";
import { buttonClasses } from "@/components/ui/button";
import { requireAdmin } from "@/lib/admin/auth";
import { site } from "@/config/site";
import { routes } from "@/config/routes";

/** Every admin page checks the session itself too; this check keeps the frame from showing to anyone else. */
export default async function AdminPanelLayout({ children }: { children: React.ReactNode }) {
  const session = await requireAdmin();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-fg">
        Skip to content
      </a>
      <header className="border-b border-border bg-surface">
        <div className="container-site flex flex-wrap items-center gap-x-6 gap-y-3 py-4">
          <Link href={routes.admin.inbox} className="focus-ring rounded text-[0.9375rem] font-semibold tracking-tight text-fg">
            {site.brand} <span className="font-normal text-muted">Admin</span>
          </Link>
          <div className="order-last w-full sm:order-none sm:w-auto">
            <AdminNav />
          </div>
          <div className="ml-auto flex items-center gap-3 text-small text-muted">
            <span className="hidden lg:inline">Signed in as {session.label}</span>
            <Link href={routes.home} className="focus-ring rounded hover:text-fg">
              View site
            </Link>
            <form action={signOutAction}>
              <button type="submit" className={buttonClasses("secondary", "xs")}>
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="main" className="container-site py-8 sm:py-10">
        {children}
      </main>
    </>
  );
}
