import { Activity, type ReactNode } from "react";
import { BackgroundParticles } from "./background-particles";
import { ContactDialogProvider } from "./contact-dialog";
import { CookieBanner } from "./cookie-banner";
import { FloatingActions } from "./floating-actions";
import { LoadingScreen } from "./loading-screen";
import { ScrollProgress } from "./scroll-progress";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SmoothScroll } from "./smooth-scroll";
import { navItems } from "@/lib/shell/navigation";
import { routes } from "@/config/routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { MailIcon } from "@/components/ui/icons/chrome";

/**
 * The main layout around every page inside it (and the not-found page): header, footer, floating button, cookie banner, progress bar.
 * Each part sits in an <Activity>: React hydrates such a boundary after the root, in slices of a few milliseconds
 * that yield to the browser, instead of in one long task; unlike <Suspense> it never makes the server stream the part
 * after the rest of the page.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <ContactDialogProvider>
      <a href="#main" className="skip-link">Skip to content</a>
      <Activity><LoadingScreen /></Activity>
      <Activity><ScrollProgress /></Activity>
      <Activity><BackgroundParticles /></Activity>
      <Activity>
        <SiteHeader navItems={navItems} />
      </Activity>
      <main id="main" tabIndex={-1} className="outline-none">
        <Activity>{children}</Activity>
      </main>
      <Activity><div className="render-when-near near-65 lg:near-33"><SiteFooter /></div></Activity>
      <Activity><FloatingActions /></Activity>
      {/* Without JavaScript the quick-contact menu cannot open: a link to the contact page takes the button's place. */}
      <a href={routes.contact} aria-label="Contact us" className={buttonClasses("primary", "icon", "no-js-only fab-corner size-14 shadow-raised")}>
        <MailIcon className="size-6" />
      </a>
      <Activity><CookieBanner /></Activity>
      <Activity><SmoothScroll /></Activity>
    </ContactDialogProvider>
  );
}
