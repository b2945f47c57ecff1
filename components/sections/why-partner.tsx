import { whyPartner, type WhyPartnerIcon } from "@/lib/data/about";
import { BoltIcon, LayersIcon, PersonIcon } from "@/components/ui/icons/features";
import { HEADINGS } from "@/lib/shell/headings";

const ICONS: Record<WhyPartnerIcon, React.ReactNode> = {
  solo: <PersonIcon width={22} height={22} />,
  speed: <BoltIcon width={22} height={22} />,
  stack: <LayersIcon width={22} height={22} />,
};

export function WhyPartner() {
  return (
    <section className="container-site section-y render-when-near near-84 lg:near-40" aria-labelledby="why-partner">
      <p className="eyebrow">Working together</p>
      <h2 id="why-partner" className="text-h2 mt-3 font-semibold">{HEADINGS.whyPartner}</h2>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {whyPartner.map((card) => (
          <li key={card.title} className="card p-7">
            <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
              {ICONS[card.icon]}
            </span>
            <h3 className="mt-5 text-h3 font-semibold">{card.title}</h3>
            <p className="mt-3 text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
