import Link from "@/components/ui/intent-link";
import type { ComponentProps, ReactNode } from "react";

/**
 * primary: the main action. secondary: outlined on a surface of its own (the admin area). outline: outlined on
 * whatever it sits on (the public pages' second action). ghost, quiet: no outline; quiet stays muted until hovered.
 * Each is a class of app/globals.css ("button-" and the name).
 */
type Variant = "primary" | "secondary" | "outline" | "ghost" | "quiet";
type Size = "xs" | "sm" | "md" | "lg" | "xl";

const sizes: Record<Size, string> = {
  xs: "min-h-9 px-4 text-small",
  sm: "min-h-10 px-5",
  md: "min-h-11 px-5",
  lg: "min-h-12 px-6",
  xl: "min-h-13 px-7",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `button button-${variant} ${sizes[size]} ${extra}`.trim();
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "className"> & { variant?: Variant; size?: Size; className?: string; children: ReactNode };

/** A link that looks like a button (in-site addresses; an external or reload link uses buttonClasses on an <a>). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClasses(variant, size, className)} />;
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} {...props} className={buttonClasses(variant, size, className)} />;
}
