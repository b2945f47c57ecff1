import Link from "@/components/ui/intent-link";
import { linkGroups, selectRelatedLinks } from "@/lib/shell/link-groups";

/** The hidden resources block: related internal links for crawlers and screen readers, not shown on screen. */
export function ResourcesBlock({ currentPath }: { currentPath: string }) {
  const groups = selectRelatedLinks(linkGroups, "detailed", currentPath);
  return (
    <nav aria-label="Resources" className="sr-only">
      <h2>Resources</h2>
      {groups.map((group) => (
        <div key={group.id}>
          <h3>{group.title}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}><Link href={link.href}>{link.text}</Link></li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
