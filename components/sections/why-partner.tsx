import { whyPartner, type WhyPartnerIcon } from "@/lib/data/about";

const ICONS: Record<WhyPartnerIcon, React.ReactNode> = {
  solo: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />,
  speed: <path d="M13 3 5 13h6l-1 8 8-10h-6l1-8Z" />,
  stack: <path d="m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5" />,
};

export function WhyPartner() {
  return (
    <section className="container-site section-y render-when-near" aria-labelledby="why-partner">
      <p className="eyebrow">Working together</p>
      <h2 id="why-partner" className="text-h2 mt-3 font-semibold">Why Partner With Me?</h2>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {whyPartner.map((card) => (
          <li key={card.title} className="card p-7">
            <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
              <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">{ICONS[card.icon]}</svg>
            </span>
            <h3 className="mt-5 text-h3 font-semibold">{card.title}</h3>
            <p className="mt-3 text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
