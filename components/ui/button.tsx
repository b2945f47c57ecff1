import Link from "@/components/ui/intent-link";
import type { ComponentProps, ReactNode } from "react";

type Variant = "primary" | "secondary" | "outline" | "ghost" | "quiet";
type Size = "xs" | "sm" | "md" | "lg" | "xl";

// Heights are minimums and labels may wrap: a long label on a narrow phone grows the button rather than overflowing it.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full py-1.5 text-center leading-snug font-semibold transition-[background-color,color,border-color,transform] duration-200 ease-out-soft focus-ring disabled:cursor-not-allowed disabled:opacity-60 active:scale-[0.98]";
const variants: Record<Variant, string> = {
  primary: "bg-accent text-accent-fg hover:bg-accent-hover",
  /** Outlined on a surface of its own (the admin area). */
  secondary: "border border-border-strong bg-surface text-fg hover:border-accent hover:text-accent",
  /** Outlined on whatever it sits on (the public pages' second action). */
  outline: "border border-border-strong hover:border-accent hover:text-accent",
  ghost: "text-fg hover:bg-surface-2",
  /** A ghost button that stays muted until hovered, for the least of several choices. */
  quiet: "text-muted hover:bg-surface-2 hover:text-fg",
};
const sizes: Record<Size, string> = {
  xs: "min-h-9 px-4 text-small",
  sm: "min-h-10 px-5",
  md: "min-h-11 px-5",
  lg: "min-h-12 px-6",
  xl: "min-h-13 px-7",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
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
