/**
 * Frequently asked questions. Used by the FAQ section, the search page and the chat assistant's
 * local retrieval. Links point only at pages that exist (trailing slash).
 */
import { founder } from "../../config/founder.ts";
import { pages } from "../../config/pages.ts";
import { locationSegment, routes } from "../../config/routes.ts";
import { siteContact } from "../../config/site-contact.ts";

export interface FaqLink {
  href: string;
  label: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  keywords: string[];
  links: FaqLink[];
}

export const faqs: FaqEntry[] = [
  {
    id: "pricing",
    question: "How much does a project cost?",
    answer:
      "Every project is quoted individually, because a five-page brochure site and an online shop with automated order handling are very different jobs. We start with a free consultation; afterwards I send a written scope and a fixed quote, so the price is agreed before any work begins. If your budget is limited, I'll suggest a sensible first phase rather than cutting corners on the whole thing.",
    keywords: ["price", "pricing", "cost", "quote", "budget", "how much", "rates", "estimate"],
    links: [
      { href: pages.contact.path, label: "Book a free consultation" },
      { href: pages.services.path, label: "See what each service includes" },
    ],
  },
  {
    id: "timelines",
    question: "How long does a website take?",
    answer:
      "Typical ranges: a focused marketing site of a few pages takes about 3 to 5 weeks, a larger custom site or online shop about 6 to 10 weeks, and a single AI assistant or automation about 2 to 4 weeks. These are typical, not promises; the real timeline depends on scope and on how quickly content and feedback arrive, and it is written into your quote before we start.",
    keywords: ["timeline", "how long", "duration", "weeks", "deadline", "turnaround", "launch date"],
    links: [
      { href: pages.services.path, label: "Services overview" },
      { href: pages.contact.path, label: "Ask about your deadline" },
    ],
  },
  {
    id: "process",
    question: "What does the process look like?",
    answer:
      "There are three stages. Discover: a consultation and a review of your current site and tools, ending in a written scope and quote. Design & Iterate: wireframes, then a clickable prototype, then the build, with a private preview link and a progress note every week. Launch & Optimize: testing, go-live, a recorded handover, and a review of real usage afterwards.",
    keywords: ["process", "steps", "how it works", "workflow", "stages", "discover", "design", "launch"],
    links: [
      { href: pages.about.path, label: "How I work" },
      { href: pages.contact.path, label: "Start with a consultation" },
    ],
  },
  {
    id: "solo",
    question: "Will I be working with a team or with you directly?",
    answer:
      `Directly with me. The studio is run by one person, ${founder.name}, and I handle every project myself: design, development, AI setup, hosting and support. There are no account managers or outsourced hand-offs, so the person you brief is the person who builds your site and answers your questions afterwards.`,
    keywords: ["team", "who", "founder", "adrian", "solo", "freelancer", "agency", "outsourcing"],
    links: [{ href: pages.about.path, label: `About ${founder.givenName}` }],
  },
  {
    id: "tech-stack",
    question: "Which technologies do you build with?",
    answer:
      "Most custom sites are built with Next.js, React and TypeScript, styled with Tailwind CSS, and deployed on Vercel or Cloudflare. For data and logins I usually reach for Supabase and PostgreSQL. Where a client needs to run their own shop or blog, I also work with Shopify, WordPress and WooCommerce. The choice follows your needs and budget, not habit.",
    keywords: ["technology", "tech stack", "next.js", "react", "wordpress", "shopify", "framework", "cms"],
    links: [
      { href: routes.servicesSection("web-design"), label: "Web design & development" },
      { href: routes.article("enterprise-software-development-best-practices-industry-solutions-2025"), label: "Read: development best practices" },
    ],
  },
  {
    id: "hosting",
    question: "Do you handle hosting, domains and email?",
    answer:
      "Yes. I set up hosting, DNS, SSL certificates and business email, and I make sure every account is registered in your name so you keep full ownership. Most sites run on managed platforms with global CDNs, which keeps them fast for visitors in both the Philippines and Canada. If you already have hosting that works well, we can keep it.",
    keywords: ["hosting", "domain", "dns", "email", "ssl", "server", "vercel", "cloudflare"],
    links: [
      { href: routes.servicesSection("web-design"), label: "What a build includes" },
      { href: pages.contact.path, label: "Ask about your current setup" },
    ],
  },
  {
    id: "maintenance",
    question: "What happens after launch? Do you offer maintenance?",
    answer:
      "Every project includes a handover walkthrough and a short period after launch for fixes. After that, you can manage the site yourself or choose an ongoing care arrangement covering updates, backups, security monitoring, small content changes and a periodic performance and SEO check. Care plans are scoped to what your site actually needs.",
    keywords: ["maintenance", "support", "updates", "after launch", "care plan", "backups", "security"],
    links: [
      { href: pages.services.path, label: "Services" },
      { href: pages.contact.path, label: "Discuss ongoing support" },
    ],
  },
  {
    id: "ai-chatbots",
    question: "Can you build an AI chatbot for my business?",
    answer:
      "Yes. I build assistants for websites and Messenger that answer from your own content: services, prices you choose to publish, opening hours, policies and FAQs. They say clearly that they are AI, hand over to a person when they cannot help, and are limited so they stay on topic. You can try one on the demo page before deciding.",
    keywords: ["chatbot", "ai assistant", "chat", "messenger", "gemini", "customer service", "bot"],
    links: [
      { href: pages.demo.path, label: "Try the chatbot demo" },
      { href: routes.servicesSection("ai-automation"), label: "AI-powered solutions" },
      { href: routes.article(`chatbot-development-cebu-${siteContact.brandSlug}`), label: "Read: chatbot development" },
    ],
  },
  {
    id: "automation",
    question: "What kinds of tasks can you automate?",
    answer:
      "Good candidates are repetitive, rule-based jobs: copying enquiries from forms into a CRM or spreadsheet, sending booking confirmations and reminders, creating invoices, tagging and routing emails, and compiling weekly reports. I map your process first, automate the steps that save the most time, and keep a person in the loop wherever judgement is needed.",
    keywords: ["automation", "workflow", "n8n", "zapier", "make", "crm", "invoices", "repetitive tasks"],
    links: [
      { href: routes.servicesSection("ai-automation"), label: "AI automation services" },
      { href: routes.article("ai-automation-services-philippines-2025"), label: "Read: AI automation in the Philippines" },
    ],
  },
  {
    id: "seo",
    question: "Do you do SEO?",
    answer:
      "Yes. Every site I build has technical SEO in place from the start: clean URLs, metadata, sitemaps, structured data and fast loading. Beyond that I offer local SEO (including Google Business Profile), content planning and ongoing reporting. I don't promise rankings, since nobody can honestly guarantee them, but I do make sure search engines can understand and trust your site.",
    keywords: ["seo", "search engine", "google", "ranking", "local seo", "keywords", "google business profile"],
    links: [
      { href: routes.servicesSection("digital-transformation"), label: "SEO and digital transformation" },
      { href: routes.article("local-seo-cebu-businesses-2025"), label: "Read: local SEO for Cebu businesses" },
    ],
  },
  {
    id: "time-zones",
    question: "How do you work across time zones?",
    answer:
      "I split my time between Cebu (Philippine Time, UTC+8) and Vancouver (Pacific Time, UTC-8, or UTC-7 during daylight saving). Late afternoon in Vancouver is early the next morning in Cebu, so calls fit comfortably into that overlap for clients on either side. Day to day, work runs on clear written updates, so you're never waiting on a meeting to get an answer.",
    keywords: ["time zone", "timezone", "cebu", "vancouver", "meeting", "hours", "availability", "utc"],
    links: [
      { href: routes.region("web-design-cebu-philippines"), label: "Web design in Cebu" },
      { href: routes.region("web-design-vancouver-canada"), label: "Web design in Vancouver" },
    ],
  },
  {
    id: "payment",
    question: "How do payments and invoicing work?",
    answer:
      "Philippine clients are invoiced in Philippine pesos (PHP) and Canadian clients in Canadian dollars (CAD); other currencies can be arranged. Projects are usually split into a deposit to start and the balance at agreed milestones, all set out in the quote. Payment methods are confirmed when the project is agreed.",
    keywords: ["payment", "invoice", "deposit", "php", "pesos", "cad", "dollars", "billing", "currency"],
    links: [{ href: pages.contact.path, label: "Ask about invoicing" }],
  },
  {
    id: "data-privacy",
    question: "How do you handle privacy and customer data?",
    answer:
      "I build with privacy in mind: collecting only the data a form or automation needs, securing it in transit and at rest, limiting who can access it, and disclosing AI use and cookies clearly. For Philippine businesses the work is planned around the Data Privacy Act of 2012; for Canadian businesses, around PIPEDA and any provincial law that applies. I'm not a lawyer, so for formal compliance advice I'll point you to one.",
    keywords: ["privacy", "data privacy act", "pipeda", "gdpr", "security", "personal data", "compliance", "cookies"],
    links: [
      { href: pages.privacy.path, label: "This site's privacy policy" },
      { href: routes.servicesSection("ai-automation"), label: "Privacy-aware automation" },
    ],
  },
  {
    id: "tala",
    question: `Who is ${siteContact.assistantName}?`,
    answer:
      `${siteContact.assistantName} is the AI assistant on this site. It answers questions about the studio's services, process and articles using the site's own content, and links you to the relevant pages. ${siteContact.assistantName} is an AI assistant, not a person, so for a quote or anything specific to your project, use the contact form and ${founder.givenName} will reply himself.`,
    keywords: ["tala", "assistant", "ai assistant", "chat", "bot", "who am i talking to"],
    links: [
      { href: pages.contact.path, label: `Talk to ${founder.givenName} directly` },
      { href: pages.demo.path, label: "See what an assistant can do" },
    ],
  },
  {
    id: "contact",
    question: "How do I get in touch?",
    answer:
      "The quickest way is the contact form: tell me a little about your business and what you need, and I'll reply within 24 business hours. The first consultation is free and comes with no obligation.",
    keywords: ["contact", "email", "reach", "get in touch", "inquiry", "enquiry", "consultation", "call"],
    links: [{ href: pages.contact.path, label: "Contact form" }],
  },
  {
    id: "locations",
    question: "Do you only work with businesses in Cebu and Vancouver?",
    answer:
      "No. Cebu and Vancouver are where I'm based, but I work remotely with businesses across the Philippines and Canada, from Manila and Davao to Toronto and Halifax, and with clients further afield. Projects run on video calls, shared previews and written updates, so distance makes little difference.",
    keywords: ["location", "remote", "philippines", "canada", "manila", "toronto", "international", "where"],
    links: [
      { href: routes.region(locationSegment("philippines")), label: "Web design in the Philippines" },
      { href: routes.region(locationSegment("canada")), label: "Web design in Canada" },
    ],
  },
  {
    id: "ecommerce",
    question: "Can you build an online store?",
    answer:
      "Yes. Depending on your catalogue and budget, I build on Shopify, WooCommerce or a custom Next.js storefront, and connect the payment options your customers expect, such as cards, GCash and Maya in the Philippines, or Stripe in Canada. I also set up order notifications, inventory syncing and the tracking you need to see what actually sells.",
    keywords: ["ecommerce", "e-commerce", "online store", "shop", "shopify", "woocommerce", "payments", "gcash"],
    links: [
      { href: routes.article("ecommerce-platforms-digital-payment-solutions-complete-business-guide-2025"), label: "Read: e-commerce platforms and payments" },
      { href: routes.servicesSection("web-design"), label: "Web design & development" },
    ],
  },
  {
    id: "portfolio",
    question: "Can I see examples of your work?",
    answer:
      "The portfolio shows projects that are in development and illustrative builds, labelled as such. The demo page has a sample website, a working chatbot and an analytics dashboard you can try yourself. On a call, I'm happy to walk through how any of them is built.",
    keywords: ["portfolio", "examples", "work", "case studies", "samples", "demo", "previous projects"],
    links: [
      { href: pages.portfolio.path, label: "Portfolio" },
      { href: pages.demo.path, label: "Interactive demos" },
    ],
  },
];
