import { routes } from "../../config/routes.ts";
import { SERVICE_TITLES } from "./service-titles.ts";

/**
 * The three services the studio sells, in display order.
 * `id` is the value used in /contact/?service={id}; `anchor` is the section id on /services/.
 */

export type ServiceId = "web-design" | "ai-integration" | "digital-marketing";

export type ServiceAnchor = "web-design" | "ai-automation" | "digital-transformation";

export interface Service {
  id: ServiceId;
  anchor: ServiceAnchor;
  title: string;
  description: string;
  /** Short line shown when the teaser menu item is hovered or focused. */
  hoverText: string;
  imageUrl: string;
  link: string;
  features: string[];
  deliverables: string[];
}

export const services: Service[] = [
  {
    id: "web-design",
    anchor: "web-design",
    title: SERVICE_TITLES["web-design"],
    description:
      "Custom websites designed and coded from a blank canvas: fast, accessible and built to turn visitors into enquiries. Every page is planned around what your customers need to find, then engineered to load quickly on a mid-range phone and a patchy connection.",
    hoverText: "Hand-built sites that load fast, read well and win enquiries.",
    imageUrl: routes.illustration("web-design"),
    link: routes.servicesSection("web-design"),
    features: [
      "Bespoke visual design with a type scale, colour tokens and components made for your brand, not a theme",
      "Responsive, mobile-first layouts tested on real phones, tablets and wide screens",
      "Performance budgets aimed at Google's \"good\" Core Web Vitals thresholds",
      "Accessibility to WCAG 2.2 AA: keyboard navigation, readable contrast and proper semantics",
      "A content setup you can edit yourself, with technical SEO (metadata, sitemaps, structured data) built in",
    ],
    deliverables: [
      "Sitemap, wireframes and a clickable design prototype",
      "A production website deployed on fast, secure hosting",
      "Analytics, Search Console and contact-form delivery set up and tested",
      "A recorded walkthrough and a plain-language guide for your team",
    ],
  },
  {
    id: "ai-integration",
    anchor: "ai-automation",
    title: SERVICE_TITLES["ai-integration"],
    description:
      "Practical AI that takes repetitive work off your team's plate: assistants that answer customers from your own content, and automations that move data between the tools you already pay for. Each one starts with a clearly defined task and keeps a person in the loop where judgement matters.",
    hoverText: "Chat assistants and automations that give your team hours back.",
    imageUrl: routes.illustration("ai-integration"),
    link: routes.servicesSection("ai-automation"),
    features: [
      "Website and Messenger chat assistants grounded in your own pages, FAQs and policies",
      "Workflow automation for enquiries, bookings, invoices and reports with tools like n8n, Zapier or Make",
      "Lead capture and qualification that routes each enquiry to the right person",
      "Document and e-mail drafting helpers with human review before anything is sent",
      "Guardrails from day one: clear AI disclosure, usage limits, logging and privacy-aware data handling",
    ],
    deliverables: [
      "A process map showing what to automate first and why",
      "A working assistant or automation, tested against real examples from your business",
      "An admin handbook covering prompts, limits and how to switch each part off",
      "A review after launch to tune answers and fix the edge cases that appear",
    ],
  },
  {
    id: "digital-marketing",
    anchor: "digital-transformation",
    title: SERVICE_TITLES["digital-marketing"],
    description:
      "The systems, content and campaigns that help a growing business run and sell online: search visibility, measurable marketing, and the move from spreadsheets and group chats to tools that scale. I look at the whole operation before recommending software, so you buy less and use more of it.",
    hoverText: "SEO, content and systems that help the whole business run online.",
    imageUrl: routes.illustration("digital-marketing"),
    link: routes.servicesSection("digital-transformation"),
    features: [
      "Technical and local SEO, including Google Business Profile and site structure",
      "Content strategy and editorial calendars built around real customer questions",
      "Campaign tracking with clean UTM conventions and dashboards people actually read",
      "Tool selection and migration for CRM, bookings, inventory and e-commerce",
      "Team training so new systems are adopted rather than abandoned",
    ],
    deliverables: [
      "A digital audit with a prioritised 90-day roadmap",
      "An SEO and content plan with keyword themes and page briefs",
      "A reporting dashboard connected to your analytics and sales data",
      "Migration and training sessions for the systems we adopt",
    ],
  },
];

/** What home's services menu shows of each service: a client component, so the page sends these fields, not its markup. */
export type ServiceMenuItem = Pick<Service, "id" | "title" | "hoverText" | "link">;
export const serviceMenu: ServiceMenuItem[] = services.map(({ id, title, hoverText, link }) => ({ id, title, hoverText, link }));
