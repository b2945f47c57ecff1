"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { routes } from "@/config/routes";

const ITEMS = [
  { href: routes.admin.inbox, label: "Inquiries" },
  { href: routes.admin.posts.list, label: "Posts" },
  { href: routes.admin.projects.list, label: "Projects" },
  { href: routes.admin.images, label: "Images" },
];

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="relative -mx-1 flex gap-1 overflow-x-auto">
      {ITEMS.map((item) => {
        const active = item.href === routes.admin.inbox ? pathname === routes.admin.inbox || pathname === routes.admin.inbox.slice(0, -1) : pathname.startsWith(item.href.slice(0, -1));
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={`focus-ring rounded-full px-3.5 py-1.5 text-small font-medium transition-colors ${active ? "bg-accent-soft text-accent-text" : "text-muted hover:bg-surface-2 hover:text-fg"}`}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
