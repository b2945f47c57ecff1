import type { Metadata } from "next";
import { site } from "@/config/site";

export const metadata: Metadata = {
  title: { default: `Admin | ${site.brand}`, template: `%s | Admin | ${site.brand}` },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-svh bg-bg">{children}</div>;
}
