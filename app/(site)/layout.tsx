import { headers } from "next/headers";
import { BackgroundParticles } from "@/components/layout/background-particles";
import { ContactDialogProvider } from "@/components/layout/contact-dialog";
import { CookieBanner } from "@/components/layout/cookie-banner";
import { FloatingActions } from "@/components/layout/floating-actions";
import { LoadingScreen } from "@/components/layout/loading-screen";
import { ScrollProgress } from "@/components/layout/scroll-progress";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SmoothScroll } from "@/components/layout/smooth-scroll";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
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
