import { ButtonLink, buttonClasses } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { routes } from "@/config/routes";
import { NOT_FOUND_TITLES } from "@/lib/shell/not-found";

/** "Project Not Found" with the way back and a retry. */
export function ProjectError({ message }: { message: string }) {
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-36 pb-24">
      <StatePanel
        title={NOT_FOUND_TITLES.project}
        tone="error"
        headingLevel="h1"
        actions={
          <>
            <ButtonLink href={routes.portfolio}>Back to Portfolio</ButtonLink>
            <a href="" className={buttonClasses("outline")}>
              Try Again
            </a>
          </>
        }
      >
        <p>{message}</p>
      </StatePanel>
    </section>
  );
}
