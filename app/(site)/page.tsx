import { ButtonLink } from "@/components/ui/button";
import { site } from "@/lib/site";

export default function HomePage() {
  return (
    <section className="container-site pt-40 pb-24">
      <p className="eyebrow">{site.brand}</p>
      <h1 className="text-display mt-4 font-semibold">We design.</h1>
      <p className="mt-6 max-w-2xl text-lg text-muted">{site.tagline}</p>
      <ButtonLink href="/contact/" size="lg" className="mt-8">Start Your Project</ButtonLink>
    </section>
  );
}
