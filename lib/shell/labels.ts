/**
 * The shell's words that a visitor reads or hears (a heading, buttons' accessible names), defined once: the components
 * show them and the tests find elements by them. Browser-safe and small, since every page's script carries it.
 */
export const SHELL_LABELS = {
  contactHeading: "Tell me about your project",
  closeContactForm: "Close the contact form",
  closeCookieBanner: "Close the cookie banner",
  toLightTheme: "Switch to light theme",
  toDarkTheme: "Switch to dark theme",
} as const;
