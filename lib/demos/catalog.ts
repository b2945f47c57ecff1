/** The demo browser's categories and items (docs/product.md, "The demo catalogue"). Elements are named here and drawn by components/demos. */
import { browserRoutes } from "@/config/browser-routes";
import { siteContact } from "@/config/site-contact";

export type DemoElement = "basic-template" | "ai-chatbot" | "dt-dashboard";
export type DemoVariation = { id: string; label: string; element: DemoElement };

export interface DemoItem {
  id: string;
  label: string;
  description: string;
  element?: DemoElement;
  variations?: DemoVariation[];
  gallery?: string[];
  imageUrl?: string;
  /** The full-page version, opened in a new tab. */
  fullPage?: string;
}

export interface DemoCategory {
  id: "premium-websites" | "ai-automations" | "digital-transformation";
  label: string;
  items: DemoItem[];
}

const soon = (id: string, label: string, description: string): DemoItem => ({ id, label, description });

export const demoCategories: DemoCategory[] = [
  {
    id: "premium-websites",
    label: "Website Samples",
    items: [
      { id: "basic-template", label: "Basic Website Template", description: "A one-page site for a small business: smooth section navigation, a scroll-aware menu, a mobile menu and a newsletter sign-up.", element: "basic-template", fullPage: browserRoutes.templates.basic },
      soon("premium-template", "Premium Template", "A multi-page brand site with rich case studies. Coming soon."),
      soon("editorial-template", "Editorial Template", "A magazine-style layout for content-led brands. Coming soon."),
      soon("ecommerce-template", "E-commerce Template", "A storefront with GCash, Maya and card checkout. Coming soon."),
      soon("animated-template", "Animated Template", "A showcase of purposeful motion design. Coming soon."),
    ],
  },
  {
    id: "ai-automations",
    label: "AI Automations",
    items: [
      { id: "ai-chatbot", label: "AI Chatbot", description: `Chat with ${siteContact.assistantName}, the studio's AI assistant: it answers from this site's own content and links to the pages it draws on.`, element: "ai-chatbot" },
      soon("ai-workflow", "AI Workflow", "An automated lead-to-proposal workflow."),
      soon("email-assistant", "Email Assistant", "Drafts replies to routine e-mails for review. Coming soon."),
      soon("lead-scoring", "Lead Scoring", "Ranks new inquiries by fit and urgency. Coming soon."),
      soon("content-generation", "Content Generation", "Drafts product and FAQ copy for an editor. Coming soon."),
      soon("ai-analytics", "AI Analytics", "Plain-language answers about your numbers. Coming soon."),
    ],
  },
  {
    id: "digital-transformation",
    label: "Digital Transformation",
    items: [
      { id: "dt-dashboard", label: "Analytics Dashboard", description: "Twelve months of visitors, sign-ups and revenue in live charts, with the month's key changes at a glance.", element: "dt-dashboard", fullPage: browserRoutes.templates.analytics },
      { id: "dt-crm", label: "Simple CRM", description: "A lightweight pipeline for small sales teams.", imageUrl: browserRoutes.illustration("digital-marketing") },
      soon("employee-portal", "Employee Portal", "Leave requests, payslips and announcements in one place. Coming soon."),
      soon("document-management", "Document Management", "Searchable, permissioned company documents. Coming soon."),
      soon("inventory-tracker", "Inventory Tracker", "Stock levels updated from every sale. Coming soon."),
      soon("kpi-hub", "KPI Hub", "The five numbers that matter, every morning. Coming soon."),
    ],
  },
];

export const allDemoItems: DemoItem[] = demoCategories.flatMap((category) => category.items);

/** An item is enabled only when it has variations, an element or a gallery (an image alone does not count). */
export function isDemoEnabled(item: DemoItem): boolean {
  return Boolean(item.variations?.length || item.element || item.gallery?.length);
}

/** The demo to show first: ?demo={id}, else the URL hash, else the first item. Unknown or disabled ids fall through. */
export function initialDemoId(query: string | null | undefined, hash: string | null | undefined, items: DemoItem[] = allDemoItems): string {
  const usable = (id: string | null | undefined) => {
    const item = id ? items.find((candidate) => candidate.id === id) : undefined;
    return item && isDemoEnabled(item) ? item.id : null;
  };
  return usable(query) ?? usable(hash?.replace(/^#/, "")) ?? items[0].id;
}
