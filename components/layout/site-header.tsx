import Link from "next/link";
import { site } from "@/lib/site";
import { navItems } from "@/lib/navigation";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-bg/90">
      <nav aria-label="Main" className="container-site flex h-16 items-center justify-between">
        <Link href="/" className="font-semibold">{site.brand}</Link>
        <ul className="hidden gap-6 md:flex">
          {navItems.map((item) => (
            <li key={item.href}><Link href={item.href}>{item.label}</Link></li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
