/**
 * primary: the main action. secondary: outlined on a surface of its own (the admin area). outline: outlined on
 * whatever it sits on (the public pages' second action). ghost, quiet: no outline; quiet stays muted until hovered.
 * Each is a class of app/globals.css ("button-" and the name).
 */
export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "quiet";
/** icon: a round button around one icon; its box comes from a size-* class beside it. */
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "xl" | "icon";

const sizes: Record<ButtonSize, string> = {
  xs: "min-h-9 px-4 text-small",
  sm: "min-h-10 px-5",
  md: "min-h-11 px-5",
  lg: "min-h-12 px-6",
  xl: "min-h-13 px-7",
  icon: "p-0",
};

/**
 * The classes of anything drawn as a button. Client components use it (on a button, an <a> or the site's Link) rather
 * than ButtonLink, so that their bundles carry no more than this.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `button button-${variant} ${sizes[size]} ${extra}`.trim();
}
