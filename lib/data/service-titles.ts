import type { ServiceId } from "./services.ts";

/**
 * Each service's name, as its section on /services/, the contact form's select and the footer's links show it. A module
 * of its own, so that the contact form (in the browser) takes the names without the services' pages of text.
 */
export const SERVICE_TITLES: Record<ServiceId, string> = {
  "web-design": "Web Design & Development",
  "ai-integration": "AI-Powered Solutions",
  "digital-marketing": "Digital Transformation",
};
