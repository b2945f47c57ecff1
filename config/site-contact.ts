/**
 * The part of the agency's identity that code running in the browser uses: the header, the footer, the contact dialog
 * and form, the floating button and the chat. It lives apart from config/site.ts (which spreads it into `site`) so that
 * the script every page loads carries these few strings and not the whole profile; server code reads `site`.
 */
export const siteContact = {
  brand: "Northtide Studio",
  /** The brand in slugs: article slugs name it (lib/data/known-articles.ts). */
  brandSlug: "northtide",
  email: "hello@northtide.studio",
  phone: "+639175550142",
  messengerUrl: "https://m.me/northtidestudio",
  socialUrl: "https://www.facebook.com/northtidestudio",
  photoSocialUrl: "https://www.instagram.com/northtidestudio",
  tagline:
    "Premium websites, practical AI and digital transformation for ambitious businesses in Cebu, Vancouver and beyond.",
  assistantName: "Tala",
  responseTime: "within 24 business hours",
  /** Visitors from this country get the call and SMS items of the quick-contact menu (the studio's Philippine number). */
  quickContactCountry: "PH",
} as const;
