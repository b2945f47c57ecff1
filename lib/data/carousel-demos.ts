import { browserRoutes } from "@/config/browser-routes";

/** The three demos of the home page's carousel. */
export interface CarouselDemo {
  id: "basic-template" | "ai-chatbot" | "dt-dashboard";
  title: string;
  description: string;
  imageUrl: string;
}

export const carouselDemos: CarouselDemo[] = [
  {
    id: "basic-template",
    title: "One-page website template",
    description: "A complete small-business site with smooth section navigation, a mobile menu and a newsletter sign-up, ready to adapt to a brand.",
    imageUrl: browserRoutes.illustration("web-design"),
  },
  {
    id: "ai-chatbot",
    title: "AI chat assistant",
    description: "Talk to the studio's assistant: it answers from the site's own content, links to the right page and hands over to a human when it should.",
    imageUrl: browserRoutes.illustration("ai-integration"),
  },
  {
    id: "dt-dashboard",
    title: "Analytics dashboard",
    description: "Twelve months of visitors, sign-ups and revenue in live charts, the kind of view that replaces a monthly spreadsheet ritual.",
    imageUrl: browserRoutes.illustration("digital-marketing"),
  },
];
