import { ButtonLink } from "@/components/ui/button";
import { StatePanel } from "@/components/ui/state-panel";
import { routes } from "@/config/routes";
import { ARTICLE_ERROR_HEADING } from "@/lib/shell/not-found";

/** "An Error Occurred", the message, and the way back to the blog. */
export function ArticleErrorState({ message }: { message: string }) {
  return (
    <section className="container-site grid min-h-[70vh] place-items-center pt-36 pb-24">
      <StatePanel title={ARTICLE_ERROR_HEADING} tone="error" headingLevel="h1" actions={<ButtonLink href={routes.blog}>Back to Blog</ButtonLink>}>
        <p>{message}</p>
      </StatePanel>
    </section>
  );
}
