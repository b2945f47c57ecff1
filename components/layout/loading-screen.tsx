import { site } from "@/config/site";
import { LoadingScreenController } from "./loading-screen-controller";
import { BrandTile, BrandWaves } from "@/components/ui/icons/chrome";

/**
 * The once-per-session loading screen. It is server HTML over the page (which is fully rendered beneath it), animated by
 * CSS alone; the boot script hides it before first paint when the session has seen it. On home (whose hero carries
 * data-intro-cover) it covers the page and locks scrolling; elsewhere it plays as a small badge that leaves the content
 * visible. CSS decides which, so the layout renders the same HTML for every page.
 */
export function LoadingScreen() {
  return (
    <>
      <div className="loading-screen" aria-hidden="true">
        <div className="loading-screen__mark">
          <span className="loading-screen__logo">
            <BrandTile className="size-full" />
            <span className="loading-screen__wipe">
              <span className="loading-screen__wipe-content">
                <BrandWaves className="size-full" />
              </span>
            </span>
          </span>
          <span className="loading-screen__word">{site.brand}</span>
        </div>
      </div>
      <LoadingScreenController />
    </>
  );
}
