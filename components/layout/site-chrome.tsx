import { headers } from "next/headers";
import type { ReactNode } from "react";
import { BackgroundParticles } from "./background-particles";
import { ContactDialogProvider } from "./contact-dialog";
import { CookieBanner } from "./cookie-banner";
import { FloatingActions } from "./floating-actions";
import { LoadingScreen } from "./loading-screen";
import { ScrollProgress } from "./scroll-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SmoothScroll } from "./smooth-scroll";

/** The main layout around every page inside it (and the not-found page): header, footer, floating button, cookie banner, progress bar. */
export async function SiteChrome({ children }: { children: ReactNode }) {
  const isHome = ((await headers()).get("x-pathname") ?? "/") === "/";
  return (
    <ContactDialogProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-full focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-fg">
        Skip to content
      </a>
      <LoadingScreen cover={isHome} />
      <ScrollProgress />
      <BackgroundParticles />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <FloatingActions />
      <CookieBanner />
      <SmoothScroll />
    </ContactDialogProvider>
  );
}
