"use client";

import { ProjectSkeletons } from "@/components/portfolio/project-skeletons";
import { NavigationPending } from "@/components/ui/navigation-pending";
import { browserRoutes } from "@/config/browser-routes";

/** Inside a link to the portfolio or the journal: their loading states while the page is on its way. */
export function ListPagePending({ href }: { href: string }) {
  if (href === browserRoutes.portfolio) {
    return (
      <NavigationPending label="Loading projects">
        <ProjectSkeletons />
      </NavigationPending>
    );
  }
  if (href === browserRoutes.blog) return <NavigationPending label="Loading articles" />;
  return null;
}
