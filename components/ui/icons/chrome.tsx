import type { ReactNode, SVGProps } from "react";

/**
 * The site's icons live in this folder, drawn here (no icon host at run time), grouped by where they are drawn: a
 * bundle carries only the groups its components use. This group holds the ones drawn on every page (the header, the
 * footer, the floating actions, the contact dialog and form, the toasts). Stroked in currentColor on a 24 grid, or on a
 * 16 or 20 grid for the ones drawn at that size. What every icon shares (its size, stroke and caps) is the `icon` class
 * of app/globals.css, so that each icon's markup, sent in the HTML and again in the page's payload, is only its drawing.
 * The icons of the markup every page sends (the footer's, the no-JavaScript contact button's) are drawn by
 * app/globals.css instead, like the brand mark, so that a page carries only their class.
 */
export type IconProps = SVGProps<SVGSVGElement>;

/** An icon component drawing `paths` on a `grid`-unit square (20 px, or 16 px on the 16 grid, unless a size class says otherwise). */
export function icon(paths: ReactNode, grid: 16 | 20 | 24 = 24) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg viewBox={`0 0 ${grid} ${grid}`} aria-hidden="true" {...props} className={className ? `icon ${className}` : "icon"}>
        {paths}
      </svg>
    );
  }
  return Icon;
}

/** An icon drawn by app/globals.css (`icon-<name>`): a mask over the text colour. */
function cssIcon(name: "mail" | "facebook" | "instagram") {
  function Icon({ className }: { className?: string }) {
    return <span aria-hidden="true" className={className ? `icon-${name} ${className}` : `icon-${name}`} />;
  }
  return Icon;
}

/** The site chrome and its forms: menu, close, add, select, send, field and toast states, the theme switch. */
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h10" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const ChevronDownIcon = icon(<path d="m4 6 4 4 4-4" />, 16);
export const ArrowRightIcon = icon(<path d="M3 8h10M9 4l4 4-4 4" />, 16);
export const AlertIcon = icon(<><circle cx="10" cy="10" r="8" /><path d="M10 6v4.5M10 13.5v.01" /></>, 20);
export const CheckCircleIcon = icon(<><circle cx="10" cy="10" r="8" /><path d="m6.5 10.2 2.3 2.3 4.7-4.9" /></>, 20);
export const SunIcon = icon(<><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
export const MoonIcon = icon(<path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />);

/** The ways to reach the studio: chat, e-mail, phone, SMS, Messenger, Facebook, Instagram. */
export const ChatIcon = icon(<><path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" /><path d="M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" strokeWidth="2.6" /></>);
export const MailIcon = cssIcon("mail");
export const PhoneIcon = icon(<path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />);
export const SmsIcon = icon(<><path d="M4 5h16v11H9l-5 4V5Z" /><path d="M8 10.5h8M8 13h5" /></>);
export const MessengerIcon = icon(<><path d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3Z" /><path d="m7.5 13.5 3-3.2 2.3 2.2 3.7-3.5-3 3.3-2.3-2.2-3.7 3.4Z" fill="currentColor" stroke="none" /></>);
export const FacebookIcon = cssIcon("facebook");
export const InstagramIcon = cssIcon("instagram");

/** The brand mark: a tile with two waves, drawn by app/globals.css (`brand-mark`), so that no page sends its drawing. */
export function BrandMark({ className = "" }: { className?: string }) {
  return <span className={`brand-mark ${className}`} aria-hidden="true" />;
}
