import { routes } from "@/config/routes";

/** The three demos of the home page's carousel. */
export interface CarouselDemo {
  id: "basic-template" | "ai-chatbot" | "dt-dashboard";
  title: string;
  description: string;
  icon: "layout" | "chat" | "chart";
  imageUrl: string;
}

export const carouselDemos: CarouselDemo[] = [
  {
    id: "basic-template",
    title: "One-page website template",
    description: "A complete small-business site with smooth section navigation, a mobile menu and a newsletter sign-up, ready to adapt to a brand.",
    icon: "layout",
    imageUrl: routes.illustration("web-design"),
  },
  {
    id: "ai-chatbot",
    title: "AI chat assistant",
    description: "Talk to the studio's assistant: it answers from the site's own content, links to the right page and hands over to a human when it should.",
    icon: "chat",
    imageUrl: routes.illustration("ai-integration"),
  },
  {
    id: "dt-dashboard",
    title: "Analytics dashboard",
    description: "Twelve months of visitors, sign-ups and revenue in live charts, the kind of view that replaces a monthly spreadsheet ritual.",
    icon: "chart",
    imageUrl: routes.illustration("digital-marketing"),
  },
];
