"use client";

import dynamic from "next/dynamic";
import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { allDemoItems, demoCategories, initialDemoId, isDemoEnabled, type DemoElement, type DemoItem } from "@/lib/demos/catalog";
import { BasicTemplate } from "./basic-template";
import Link from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button-classes";
import { browserRoutes, queryParams } from "@/config/browser-routes";

/** The place of a demo that runs only in the browser; without JavaScript it says so instead of loading forever. */
const sized = (label: string) => (
  <div className="grid h-[36rem] place-items-center rounded-card border border-border bg-surface-2 p-6 text-center text-small text-muted" role="status">
    <span className="js-only">{label}</span>
    <span className="no-js-only">This demo runs in the browser: turn on JavaScript to try it.</span>
  </div>
);
const AnalyticsDashboard = dynamic(() => import("./analytics-dashboard"), { ssr: false, loading: () => sized("Loading dashboard…") });
// The phone menu's drawer comes with framer-motion and its animation features, loaded once the visitor reaches for
// "Browse demos" (pointer over it, focus, touch), so that they are usually in before the click.
const DemoDrawer = dynamic(() => import("./demo-drawer").then((module) => module.loadDemoDrawer()), { ssr: false });
const ChatPanel = dynamic(() => import("@/components/chat/chat-panel").then((module) => module.ChatPanel), { ssr: false, loading: () => sized("Loading chat…") });

function DemoElementView({ element }: { element: DemoElement }) {
  if (element === "basic-template") return <BasicTemplate />;
  if (element === "dt-dashboard") return <AnalyticsDashboard />;
  return <ChatPanel mode="demo" />;
}

function Preview({ item }: { item: DemoItem }) {
  const [variation, setVariation] = useState(item.variations?.[0]?.id);
  return (
    <div>
      <h2 className="text-h2 font-semibold">{item.label}</h2>
      <p className="mt-3 max-w-2xl text-muted">{item.description}</p>
      <div className="mt-8">
        {item.variations?.length ? (
          <>
            <div role="tablist" aria-label={`${item.label} variations`} className="mb-4 flex gap-2">
              {item.variations.map((v) => (
                <button key={v.id} role="tab" aria-selected={variation === v.id} onClick={() => setVariation(v.id)} className={`rounded-full px-4 py-2 text-small font-semibold ${variation === v.id ? "bg-accent text-accent-fg" : "border border-border"}`}>{v.label}</button>
              ))}
            </div>
            <DemoElementView element={item.variations.find((v) => v.id === variation)!.element} />
          </>
        ) : item.element ? (
          <DemoElementView element={item.element} />
        ) : item.gallery?.length ? (
          <div className="grid gap-4 sm:grid-cols-2">{item.gallery.map((src) => <Image key={src} src={src} alt="" width={640} height={480} sizes="(min-width: 640px) 50vw, 100vw" className="rounded-card border border-border" />)}</div>
        ) : item.imageUrl ? (
          <Image src={item.imageUrl} alt={`${item.label} preview`} width={640} height={480} sizes="(min-width: 1024px) 640px, 100vw" className="rounded-card border border-border" />
        ) : null}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={browserRoutes.contact} className={buttonClasses()}>Book Live Demo</Link>
        {item.fullPage ? (
          <a href={item.fullPage} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline", "md")}>
            Preview Full Page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

function DemoMenu({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) {
  return (
    <nav aria-label="Demos">
      {demoCategories.map((category) => (
        <div key={category.id} className="mb-7">
          <h2 className="eyebrow">{category.label}</h2>
          <ul className="mt-3 grid gap-1">
            {category.items.map((item) => {
              const enabled = isDemoEnabled(item);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    disabled={!enabled}
                    aria-current={selected === item.id ? "true" : undefined}
                    onClick={() => onSelect(item.id)}
                    className={`flex w-full items-center justify-between gap-3 rounded-[0.75rem] px-3 py-2.5 text-left text-small font-medium transition-colors ${selected === item.id ? "bg-accent-soft text-fg" : enabled ? "hover:bg-surface-2" : "cursor-not-allowed text-muted opacity-60"}`}
                  >
                    {item.label}
                    {!enabled ? <span className="shrink-0 text-[0.75rem] font-normal">Coming soon</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The demo browser: a sidebar of categories (a "Demo Menu" drawer on phones) and the selected demo; the choice lives in the URL. */
export function DemoBrowser({ initialId }: { initialId: string }) {
  const [selected, setSelected] = useState(initialId);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLButtonElement>(null);
  const wantDrawer = () => setDrawerWanted(true);

  useEffect(() => {
    const fromUrl = () => {
      const params = new URLSearchParams(window.location.search);
      setSelected(initialDemoId(params.get(queryParams.demoItem), window.location.hash));
    };
    if (!new URLSearchParams(window.location.search).get(queryParams.demoItem) && window.location.hash) fromUrl();
    window.addEventListener("popstate", fromUrl);
    return () => window.removeEventListener("popstate", fromUrl);
  }, []);

  const select = (id: string) => {
    setSelected(id);
    setDrawerOpen(false);
    window.history.pushState(null, "", browserRoutes.demoItem(id));
  };

  const item = allDemoItems.find((candidate) => candidate.id === selected) ?? allDemoItems[0];
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <aside className="hidden lg:block">
        <DemoMenu selected={item.id} onSelect={select} />
      </aside>
      <div className="lg:hidden">
        <button
          ref={drawerButton}
          type="button"
          onPointerEnter={wantDrawer}
          onFocus={wantDrawer}
          onTouchStart={wantDrawer}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className={buttonClasses("outline", "md")}
        >
          Browse demos
        </button>
        {drawerWanted ? (
          <DemoDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={drawerButton}>
            <DemoMenu selected={item.id} onSelect={select} />
          </DemoDrawer>
        ) : null}
      </div>
      <section aria-live="polite" aria-label="Demo preview" data-demo={item.id} className="min-w-0">
        <Preview key={item.id} item={item} />
      </section>
    </div>
  );
}
