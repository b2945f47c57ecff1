import Link from "@/components/ui/intent-link";
import type { ComponentProps, ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

export { buttonClasses };

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, "className"> & { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

/** A link that looks like a button (in-site addresses; an external or reload link uses buttonClasses on an <a>). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonClasses(variant, size, className)} />;
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} {...props} className={buttonClasses(variant, size, className)} />;
}
