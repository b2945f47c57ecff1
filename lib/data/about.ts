/** About copy, in the founder's first-person voice (config/founder.ts). */
import { founder } from "../../config/founder.ts";

export interface AboutBlock {
  heading: string;
  paragraphs: string[];
}

/** Short variant for the home page (followed by a "Learn more" link to /about/). */
export const aboutShort: AboutBlock = {
  heading: "One specialist, from first sketch to live site",
  paragraphs: [
    `I'm ${founder.name}, an IT generalist who designs websites, builds AI automations and helps businesses modernise the way they work. The studio is deliberately small: when you hire the studio, you work directly with me from the first call to launch day and beyond.`,
    "I split my time between Cebu City and Vancouver, so I understand both the Philippine market and Canadian expectations. The result is premium, carefully engineered work without agency layers, hand-offs or surprise invoices.",
  ],
};

/** Full story for /about/. */
export const aboutStory: AboutBlock = {
  heading: `Hi, I'm ${founder.givenName}`,
  paragraphs: [
    "I came to web design through the back door. My first years in IT were spent on systems and networks: setting up servers, keeping small offices online, untangling email and backups when something broke. That work taught me how businesses actually run day to day, and how much time disappears into manual steps nobody has had a chance to question.",
    "Websites and automation grew out of that. The same people asking me to fix a network wanted a site that brought in enquiries, a booking form that didn't need re-typing into a spreadsheet, or a way to answer the same customer questions without working until midnight. I learned to design and build those things properly, and over time they became the work I enjoy most.",
    "Today I offer that work through this studio. I run every project myself: the discovery call, the design, the code, the AI setup, the hosting and the support afterwards. There are no account managers and no hand-offs to a junior team you never meet. When you send a message, the person who built your project is the one who reads it.",
    "I work between Cebu City and Vancouver. In Cebu I see up close how fast Philippine businesses are moving online, where customers expect to pay with GCash, ask questions on Messenger and browse on a phone. In Vancouver I work to Canadian expectations around accessibility, privacy and polish. Being between the two time zones also means there is usually someone awake on your project: I overlap with Canadian afternoons and Philippine mornings.",
    "Being a generalist is the point. A website rarely fails because of the design alone; it fails because the form goes nowhere, the hosting is slow, the analytics are wrong or nobody has time to update it. Because I understand the whole stack, from DNS records to the words on the page, I can fix the real problem rather than the visible symptom.",
    "What you get is straightforward: a clear written scope and quote before any work starts, weekly progress you can see and click, honest advice (including when you don't need something), and a site or system you own outright, with the logins, the code and a guide your team can follow.",
    "If that sounds like the kind of partner you've been looking for, tell me about your project. I reply to every enquiry myself, within 24 business hours.",
  ],
};

export type WhyPartnerIcon = "solo" | "speed" | "stack";

export interface WhyPartnerCard {
  title: string;
  description: string;
  icon: WhyPartnerIcon;
}

/** The three cards under HEADINGS.whyPartner (lib/shell/headings.ts) in the full About section. */
export const whyPartner: WhyPartnerCard[] = [
  {
    title: "You work with me, start to finish",
    description:
      "No account managers or outsourced hand-offs. The person who scopes your project is the one who designs it, builds it and answers your messages after launch.",
    icon: "solo",
  },
  {
    title: "Fast decisions, visible progress",
    description:
      "With no layers of approval, questions get answered in hours rather than weeks. You get a live preview link and a short progress note every week, so you always know where things stand.",
    icon: "speed",
  },
  {
    title: "The whole stack, under one roof",
    description:
      "Design, code, hosting, email, analytics and AI automation all fit together because one person plans them. That makes for fewer loose ends and a site that keeps working after handover.",
    icon: "stack",
  },
];
