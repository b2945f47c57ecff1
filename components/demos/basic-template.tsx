"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { activeSection } from "@/lib/demos/scroll-spy";

const SECTIONS = [
  { id: "home", label: "Home" },
  { id: "about", label: "About" },
  { id: "services", label: "Menu" },
  { id: "portfolio", label: "Gallery" },
  { id: "testimonials", label: "Reviews" },
  { id: "contact", label: "Visit" },
] as const;

/**
 * A sample one-page site for a fictional Cebu café. Embedded, it scrolls inside its own frame; standalone, with the window.
 * Its colours are its own (a client's brand), deliberately separate from the studio's tokens. The embedded frame is
 * positioned, so that what is absolutely placed inside it (the newsletter's visually hidden label) stays inside the
 * scroll box instead of being placed against the page and making the page taller by the frame's hidden height.
 */
export function BasicTemplate({ standalone = false }: { standalone?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string>("home");
  const [menuOpen, setMenuOpen] = useState(false);

  const scroller = useCallback((): { top: number; element: HTMLElement | Window } => {
    if (standalone || !frame.current) return { top: window.scrollY, element: window };
    return { top: frame.current.scrollTop, element: frame.current };
  }, [standalone]);

  useEffect(() => {
    const target: HTMLElement | Window = standalone || !frame.current ? window : frame.current;
    const update = () => {
      const root = frame.current;
      if (!root) return;
      const base = standalone ? 0 : root.getBoundingClientRect().top - root.scrollTop;
      const sections = SECTIONS.map(({ id }) => {
        const element = root.querySelector<HTMLElement>(`[data-section="${id}"]`);
        const top = element ? element.getBoundingClientRect().top - base + (standalone ? window.scrollY : 0) : 0;
        return { id, top };
      });
      setActive(activeSection(sections, scroller().top) ?? "home");
    };
    update();
    target.addEventListener("scroll", update, { passive: true });
    return () => target.removeEventListener("scroll", update);
  }, [standalone, scroller]);

  const go = (id: string) => {
    setMenuOpen(false);
    const root = frame.current;
    const element = root?.querySelector<HTMLElement>(`[data-section="${id}"]`);
    if (!root || !element) return;
    const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    if (standalone) window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 64, behavior });
    else root.scrollTo({ top: element.offsetTop - 56, behavior });
  };

  const button = "rounded-full px-5 py-2.5 text-sm font-semibold";
  return (
    <div ref={frame} data-testid="basic-template" className={`${standalone ? "" : "relative h-[36rem] overflow-y-auto rounded-card border border-border"} bg-[#fbf7f1] text-[#2b1d14]`}>
      <header className="sticky top-0 z-10 flex items-center justify-between border-b border-[#eadfce] bg-[#fbf7f1]/95 px-5 py-3 backdrop-blur">
        <span className="font-semibold tracking-tight">Kape Sugbo <span className="font-normal text-[#6f4f36]">· sample site</span></span>
        <nav aria-label="Sample site" className="hidden md:block">
          <ul className="flex gap-1">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <button type="button" onClick={() => go(section.id)} aria-current={active === section.id ? "true" : undefined} className={`rounded-full px-3 py-1.5 text-sm ${active === section.id ? "bg-[#2b1d14] text-[#fbf7f1]" : "text-[#5a4333] hover:bg-[#efe4d3]"}`}>
                  {section.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="rounded-full border border-[#d8c6ad] px-3 py-1.5 text-sm md:hidden" aria-expanded={menuOpen} aria-controls="sample-menu" onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? "Close" : "Menu"}
        </button>
      </header>
      {menuOpen ? (
        <ul id="sample-menu" className="grid gap-1 border-b border-[#eadfce] bg-[#fbf7f1] p-3 md:hidden">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <button type="button" onClick={() => go(section.id)} className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-[#efe4d3]">{section.label}</button>
            </li>
          ))}
        </ul>
      ) : null}

      <section data-section="home" className="bg-gradient-to-br from-[#2b1d14] to-[#5a3a24] px-6 py-20 text-[#fbf7f1] sm:px-10">
        <p className="text-sm tracking-[0.2em] uppercase opacity-80">Specialty coffee · Cebu City</p>
        <h2 className="mt-4 max-w-xl text-4xl font-semibold tracking-tight">Slow coffee, roasted in the Visayas</h2>
        <p className="mt-4 max-w-lg opacity-85">Single-origin beans from Mindanao and the Cordilleras, brewed by people who care, in a quiet corner near Fuente Osmeña.</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" className={`${button} bg-[#e9b872] text-[#2b1d14]`}>Get Started</button>
          <button type="button" className={`${button} border border-[#fbf7f1]/40`}>Learn More</button>
        </div>
      </section>
      <section data-section="about" className="grid gap-6 px-6 py-16 sm:grid-cols-2 sm:px-10">
        <h2 className="text-2xl font-semibold">A neighbourhood café with a roaster in the back</h2>
        <p className="text-[#5a4333]">We roast twice a week in small batches, so every cup is fresh. The space is built for lingering: long tables, good light and Wi-Fi that works.</p>
      </section>
      <section data-section="services" className="bg-[#f3eadc] px-6 py-16 sm:px-10">
        <h2 className="text-2xl font-semibold">On the menu</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {[["Pour-over", "Bright, clean, changes weekly"], ["Kapeng barako latte", "Bold Batangas beans, silky milk"], ["Ube cheesecake", "Baked every morning"]].map(([name, note]) => (
            <li key={name} className="rounded-2xl bg-[#fbf7f1] p-5"><p className="font-semibold">{name}</p><p className="mt-1 text-sm text-[#5a4333]">{note}</p></li>
          ))}
        </ul>
      </section>
      <section data-section="portfolio" className="px-6 py-16 sm:px-10">
        <h2 className="text-2xl font-semibold">Gallery</h2>
        <div className="mt-6 grid grid-cols-3 gap-3" aria-hidden="true">
          {["#c08552", "#8c5a3c", "#e9b872", "#5a3a24", "#d9b48f", "#a0673f"].map((color) => (
            <div key={color} className="aspect-square rounded-2xl" style={{ background: `linear-gradient(135deg, ${color}, #2b1d14)` }} />
          ))}
        </div>
      </section>
      <section data-section="testimonials" className="bg-[#f3eadc] px-6 py-16 sm:px-10">
        <h2 className="text-2xl font-semibold">What guests say <span className="text-sm font-normal text-[#6f4f36]">(sample reviews)</span></h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <blockquote className="rounded-2xl bg-[#fbf7f1] p-5 text-[#5a4333]">“The pour-over changed how I think about coffee.” <footer className="mt-2 text-sm font-semibold text-[#2b1d14]">Sample guest</footer></blockquote>
          <blockquote className="rounded-2xl bg-[#fbf7f1] p-5 text-[#5a4333]">“My favourite place to work on a Saturday.” <footer className="mt-2 text-sm font-semibold text-[#2b1d14]">Sample guest</footer></blockquote>
        </div>
      </section>
      <section data-section="contact" className="min-h-[80vh] px-6 py-16 sm:px-10">
        <h2 className="text-2xl font-semibold">Visit us</h2>
        <p className="mt-2 text-[#5a4333]">Open daily, 7 am to 9 pm. Fresh beans every Tuesday and Friday.</p>
        <form className="mt-6 flex max-w-md gap-2" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`newsletter-${standalone ? "page" : "demo"}`} className="sr-only">E-mail address for the newsletter</label>
          <input id={`newsletter-${standalone ? "page" : "demo"}`} type="email" placeholder="you@example.com" className="h-11 flex-1 rounded-full border border-[#d8c6ad] bg-white px-4 text-sm" />
          <button type="submit" className={`${button} bg-[#2b1d14] text-[#fbf7f1]`}>Subscribe</button>
        </form>
      </section>
    </div>
  );
}
