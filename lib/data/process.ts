/** The three stages of how a project runs, shown in the home page's Process section. */

export interface ProcessStage {
  stage: "01" | "02" | "03";
  title: string;
  description: string;
}

export const stages: ProcessStage[] = [
  {
    stage: "01",
    title: "Discover",
    description:
      "We start with a free consultation about your goals, your customers and the way work really moves through your business. I review your current site, tools and analytics, then come back with a written scope, a timeline and a fixed quote, so you know exactly what you are getting before anything is built.",
  },
  {
    stage: "02",
    title: "Design & Iterate",
    description:
      "I turn the scope into wireframes, then a working prototype you can click through on your own phone. You see progress every week on a private preview link, your feedback goes straight to the person building it, and we refine layouts, copy and automations until they feel right for your customers.",
  },
  {
    stage: "03",
    title: "Launch & Optimize",
    description:
      "Before launch I test speed, accessibility, forms and tracking, set up redirects from any old pages, and hand over a recorded walkthrough. After go-live I watch real usage and search data, fix what needs fixing and suggest the next improvements, with ongoing care available if you want it.",
  },
];
