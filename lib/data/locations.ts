/**
 * Regional landing pages: 17 generic pages at /web-design-{slug}/ and the two fixed pages
 * (/web-design-cebu-philippines/ and /web-design-vancouver-canada/).
 *
 * Meta descriptions: most are 120-160 characters. Two are deliberately outside that range so the
 * site's description rules are exercised by real data: baguio-philippines is shorter than 120
 * characters and winnipeg-manitoba is longer than 160.
 */

export type LocationCountry = "Philippines" | "Canada";

/** The copy every regional page has, generic or fixed. */
interface RegionCopy {
  country: LocationCountry;
  title: string;
  description: string;
  keywords: string[];
  heroHeading: string;
  heroSub: string;
  ctaText: string;
}

export interface LocationPage extends RegionCopy {
  slug: string;
  region?: string;
  /** Exactly 6. */
  services: string[];
}

export const locations: LocationPage[] = [
  {
    slug: "philippines",
    country: "Philippines",
    title: "Web Design & AI Automation Services in the Philippines",
    description:
      "Mobile-first websites, GCash-ready online stores and AI automation for Philippine businesses, built by a Cebu-based specialist you work with directly.",
    keywords: [
      "web design Philippines",
      "website developer Philippines",
      "AI automation Philippines",
      "e-commerce website Philippines",
      "SEO services Philippines",
    ],
    heroHeading: "Websites built for how the Philippines actually browses",
    heroSub:
      "From Luzon to Mindanao, your customers find you on a phone, message you on Messenger and pay with an e-wallet. I design fast, mobile-first sites and practical automations around those habits, with copy in English or Filipino that sounds like your brand.",
    services: [
      "Mobile-first website design for Philippine audiences",
      "E-commerce with GCash, Maya and card payments",
      "Messenger and website AI chat assistants",
      "Local SEO and Google Business Profile setup",
      "Workflow automation for orders, bookings and receipts",
      "Forms and data handling planned around the Data Privacy Act of 2012",
    ],
    ctaText: "Plan Your Philippine Website",
  },
  {
    slug: "manila-philippines",
    country: "Philippines",
    region: "Manila",
    title: "Web Design in Manila | Premium Sites for Metro Manila",
    description:
      "Premium web design and automation for Metro Manila firms, from Binondo traders to Quezon City startups: fast sites that cut through a crowded market.",
    keywords: [
      "web design Manila",
      "website developer Metro Manila",
      "web agency Quezon City",
      "AI automation Manila",
      "SEO Manila",
    ],
    heroHeading: "Stand out in Metro Manila's most crowded market",
    heroSub:
      "Across Manila, Quezon City, Pasig and Taguig, your competitors are one search away. I build distinctive, fast-loading websites and lead-handling automations that help Manila businesses earn attention and answer every enquiry before someone else does.",
    services: [
      "Conversion-focused websites for Metro Manila's competitive sectors",
      "Bilingual English and Filipino content structure",
      "Lead routing automation for busy sales teams",
      "Local SEO across Manila, Quezon City and Pasig",
      "Corporate sites for professional services firms",
      "Delivery-area and reservation tools for restaurants and retail",
    ],
    ctaText: "Start Your Manila Project",
  },
  {
    slug: "canada",
    country: "Canada",
    title: "Web Design & AI Automation Services Across Canada",
    description:
      "Accessible, bilingual-ready websites and AI automation for Canadian businesses, planned around PIPEDA, CASL and customers spread across six time zones.",
    keywords: [
      "web design Canada",
      "website developer Canada",
      "AI automation Canada",
      "accessible website design Canada",
      "bilingual website Canada",
    ],
    heroHeading: "Canadian websites that work from coast to coast",
    heroSub:
      "Canada's customers span six time zones and two official languages. I build accessible websites with English and French in mind, privacy-aware forms and automations that keep enquiries moving whether your clients are in St. John's or Victoria.",
    services: [
      "Accessible website design to WCAG 2.2 AA",
      "English and French site structure with translation workflows",
      "CASL-aware email capture and newsletter automation",
      "AI chat assistants with clear disclosure and human hand-off",
      "E-commerce with Stripe and Canadian sales tax settings",
      "Technical SEO for national and multi-city audiences",
    ],
    ctaText: "Plan Your Canadian Website",
  },
  {
    slug: "british-columbia-canada",
    country: "Canada",
    region: "British Columbia",
    title: "Web Design in British Columbia | Websites & AI for BC",
    description:
      "Websites and AI automation for BC businesses, from Okanagan wineries to Victoria tour operators and Lower Mainland tech firms, all on Pacific time.",
    keywords: [
      "web design British Columbia",
      "BC website developer",
      "web design Victoria BC",
      "web design Kelowna",
      "AI automation BC",
    ],
    heroHeading: "Digital work for BC, from the Island to the Interior",
    heroSub:
      "British Columbia's businesses range from Whistler guides and Okanagan wineries to film, forestry and clean-tech firms. I spend part of every year in Vancouver, so we share Pacific time, and I build sites and automations for seasonal, outdoors-driven and export-minded companies.",
    services: [
      "Seasonal booking sites for tourism and outdoor operators",
      "Winery and craft producer e-commerce with shipping rules",
      "Privacy-aware forms planned around BC's PIPA",
      "AI assistants for visitor and customer questions",
      "SEO across Vancouver Island, the Okanagan and the Lower Mainland",
      "Automated inquiry and quote handling for trades",
    ],
    ctaText: "Start Your BC Project",
  },
  {
    slug: "ontario-canada",
    country: "Canada",
    region: "Ontario",
    title: "Web Design in Ontario | Accessible, AODA-Ready Websites",
    description:
      "AODA-conscious web design and automation for Ontario businesses, from Ottawa and Hamilton to London and the manufacturers of the Golden Horseshoe.",
    keywords: [
      "web design Ontario",
      "AODA website",
      "accessible web design Ontario",
      "web design Ottawa",
      "web design Hamilton",
    ],
    heroHeading: "Ontario websites built with accessibility at the core",
    heroSub:
      "Ontario's accessibility law, the AODA, sets website expectations for many organisations, and customers notice when a site is hard to use. I design accessible, well-structured sites and automations for Ontario manufacturers, professional firms and retailers, with meetings on Eastern time.",
    services: [
      "Accessibility audits and fixes aligned with AODA requirements",
      "B2B websites for manufacturers and distributors",
      "Quote-request and dealer-locator tools",
      "French-language pages for Ontario's francophone customers",
      "CRM integration and automated follow-ups",
      "Regional SEO across Ottawa, Hamilton and Southwestern Ontario",
    ],
    ctaText: "Start Your Ontario Project",
  },
  {
    slug: "toronto-ontario",
    country: "Canada",
    region: "Toronto",
    title: "Web Design in Toronto | Premium Websites & AI Solutions",
    description:
      "Premium web design and AI for Toronto firms on Bay Street and beyond: polished, fast websites for finance, fintech, hospitality and creative studios.",
    keywords: [
      "web design Toronto",
      "Toronto website developer",
      "premium web design GTA",
      "AI solutions Toronto",
      "SEO Toronto",
    ],
    heroHeading: "Polished digital work for Toronto's high-bar market",
    heroSub:
      "Toronto clients compare you with the best sites in the country before they ever pick up the phone. I build refined, fast websites and AI tools for finance, fintech, hospitality and creative businesses, with content planned for one of the most multilingual audiences anywhere.",
    services: [
      "Premium brand websites for professional and financial firms",
      "Fintech product and landing pages with careful, compliant copy",
      "Multilingual content strategy for a diverse city",
      "Reservation and event integrations for hospitality",
      "AI assistants for client onboarding and FAQs",
      "Competitive SEO for Toronto neighbourhoods and the GTA",
    ],
    ctaText: "Start Your Toronto Project",
  },
  {
    slug: "montreal-quebec",
    country: "Canada",
    region: "Montreal",
    title: "Web Design in Montreal | Bilingual Websites & AI Solutions",
    description:
      "French-first, bilingual web design and AI automation for Montreal businesses, with the Charter of the French Language and Quebec's Law 25 in mind.",
    keywords: [
      "web design Montreal",
      "bilingual website Montreal",
      "conception de site web Montréal",
      "AI automation Montreal",
      "Law 25 website",
    ],
    heroHeading: "Bilingual websites for Montreal, French first",
    heroSub:
      "In Quebec, French isn't an optional translation: businesses are expected to serve customers in French. I build French-first, bilingual websites and automations for Montreal's creative studios, game developers, food businesses and AI-curious firms, with privacy handled with Law 25 in mind.",
    services: [
      "French-first bilingual website design and structure",
      "Translation workflows with professional review",
      "Consent and privacy setup with Quebec's Law 25 in mind",
      "Studio and portfolio sites for creative and gaming companies",
      "AI assistants that answer in French and English",
      "SEO for French and English search in Greater Montreal",
    ],
    ctaText: "Start Your Montreal Project",
  },
  {
    slug: "calgary-alberta",
    country: "Canada",
    region: "Calgary",
    title: "Web Design in Calgary | Websites & Automation for Calgary",
    description:
      "Web design and automation for Calgary businesses in energy, agribusiness and a fast-growing tech scene, with Mountain-time calls and plain-spoken scopes.",
    keywords: [
      "web design Calgary",
      "Calgary website developer",
      "web design Alberta",
      "business automation Calgary",
      "SEO Calgary",
    ],
    heroHeading: "Straightforward digital work for Calgary's builders",
    heroSub:
      "Calgary runs on energy, agriculture, logistics and a growing wave of tech startups, and its businesses value plain talk. I build credible, fast websites and automations for field-service companies, suppliers and young firms, with scopes written in plain language and calls on Mountain time.",
    services: [
      "Corporate websites for energy and engineering firms",
      "Field-service booking and dispatch automation",
      "Recruitment pages and application workflows",
      "Startup landing pages and product sites",
      "Stampede-season campaign pages and event microsites",
      "Local SEO across Calgary and nearby communities",
    ],
    ctaText: "Start Your Calgary Project",
  },
  {
    slug: "edmonton-alberta",
    country: "Canada",
    region: "Edmonton",
    title: "Web Design in Edmonton | Websites & Practical AI Solutions",
    description:
      "Websites and practical AI for Edmonton firms, in a capital known for AI research and a mix of public-sector suppliers, skilled trades and retail.",
    keywords: [
      "web design Edmonton",
      "Edmonton website developer",
      "AI solutions Edmonton",
      "automation for trades Alberta",
      "SEO Edmonton",
    ],
    heroHeading: "Practical AI and web design for Alberta's capital",
    heroSub:
      "Edmonton has a serious AI research community and an economy built on government, health care, trades and the industries of northern Alberta. I help local businesses put that technology to practical use: clear websites, automated paperwork and assistants that answer customers on Mountain time.",
    services: [
      "Websites for trades, contractors and industrial suppliers",
      "Automated quoting, scheduling and invoicing",
      "AI assistants trained on your own documents",
      "Proposal-ready sites for public-sector suppliers",
      "Retail and hospitality sites with online ordering",
      "Local SEO across Edmonton, St. Albert and Sherwood Park",
    ],
    ctaText: "Start Your Edmonton Project",
  },
  {
    slug: "waterloo-ontario",
    country: "Canada",
    region: "Waterloo",
    title: "Web Design in Waterloo | Product Sites for Tech Startups",
    description:
      "Product websites, launch pages and AI integrations for Waterloo Region startups and university spin-offs, built to ship fast and impress investors.",
    keywords: [
      "web design Waterloo",
      "startup website Kitchener-Waterloo",
      "product website design",
      "AI integration startups",
      "developer documentation site",
    ],
    heroHeading: "Launch-ready sites for Waterloo Region startups",
    heroSub:
      "Kitchener-Waterloo turns research and co-op talent into companies at a remarkable pace. I build product sites, documentation and onboarding flows for founders who need to look credible to investors and customers long before they can afford a full marketing team.",
    services: [
      "Product and launch websites for early-stage startups",
      "Documentation sites and developer portals",
      "Waitlist, onboarding and email automation",
      "AI feature prototypes and integrations",
      "Investor-ready design systems and pitch pages",
      "Analytics and conversion tracking from day one",
    ],
    ctaText: "Start Your Waterloo Project",
  },
  {
    slug: "halifax-nova-scotia",
    country: "Canada",
    region: "Halifax",
    title: "Web Design in Halifax | Websites & AI for Nova Scotia",
    description:
      "Web design and automation for Halifax and Nova Scotia businesses in ocean tech, seafood, tourism and education, with Atlantic-time scheduling that works.",
    keywords: [
      "web design Halifax",
      "Nova Scotia website developer",
      "tourism website Nova Scotia",
      "AI automation Halifax",
      "SEO Halifax",
    ],
    heroHeading: "Digital craft for Halifax and the Atlantic coast",
    heroSub:
      "Halifax's economy runs on the sea, its universities and a tourism season everyone plans around. I build websites and automations for ocean-tech firms, seafood exporters, inns and tour operators, and schedule calls to suit Atlantic time, four hours ahead of Vancouver.",
    services: [
      "Export-ready websites for seafood and ocean-tech companies",
      "Seasonal booking systems for inns and tour operators",
      "Student recruitment and program sites for education providers",
      "Automated inquiry handling across time zones",
      "French-language pages for Acadian and francophone customers",
      "Local SEO for Halifax, Dartmouth and the South Shore",
    ],
    ctaText: "Start Your Halifax Project",
  },
  {
    slug: "winnipeg-manitoba",
    country: "Canada",
    region: "Winnipeg",
    title: "Web Design in Winnipeg | Websites & Automation for Manitoba",
    // Deliberately longer than 160 characters: exercises the site's description fallback rule.
    description:
      "Websites and automation for Winnipeg businesses in logistics, agriculture, aerospace and manufacturing at the heart of the continent, from a studio that also knows the city's Filipino-Canadian community well.",
    keywords: [
      "web design Winnipeg",
      "Manitoba website developer",
      "logistics website design",
      "business automation Winnipeg",
      "Filipino business website Winnipeg",
      "SEO Winnipeg",
    ],
    heroHeading: "Web design and automation for the heart of the continent",
    heroSub:
      "Winnipeg sits at a crossroads of Canada's rail, trucking and air freight, and is home to a large Filipino-Canadian community. Working between Cebu and Vancouver, I build sites and automations for logistics, agri-food and manufacturing firms, and for businesses serving customers in English, French and Tagalog.",
    services: [
      "Websites for logistics, trucking and distribution firms",
      "B2B catalogues for agri-food and manufacturing companies",
      "Shipment, order and quote automation",
      "English, French and Tagalog content for diverse audiences",
      "Websites for community, cultural and non-profit organisations",
      "Local SEO across Winnipeg and rural Manitoba",
    ],
    ctaText: "Start Your Winnipeg Project",
  },
  {
    slug: "davao-philippines",
    country: "Philippines",
    region: "Davao",
    title: "Web Design in Davao | Websites & AI for Mindanao Businesses",
    description:
      "Websites and automation for Davao businesses in agribusiness, export and tourism: banana, cacao and durian producers, resorts and Mindanao distributors.",
    keywords: [
      "web design Davao",
      "Davao City website developer",
      "agribusiness website Philippines",
      "resort website Davao",
      "SEO Davao",
    ],
    heroHeading: "Taking Davao's produce and places to the world",
    heroSub:
      "Davao's bananas, cacao and durian reach buyers far beyond Mindanao, while Mount Apo and Samal Island draw visitors all year. I build export-ready websites, Bisaya and English content and order automations for producers, resorts and distributors across the Davao Region.",
    services: [
      "Export and wholesale sites for agribusiness producers",
      "Product catalogues for cacao, coffee and fruit brands",
      "Resort and island-tour booking websites",
      "Order and distributor automation for Mindanao supply chains",
      "Bisaya and English content for local and overseas buyers",
      "Local SEO across Davao City and the Davao Region",
    ],
    ctaText: "Start Your Davao Project",
  },
  {
    slug: "iloilo-philippines",
    country: "Philippines",
    region: "Iloilo",
    title: "Web Design in Iloilo | Websites & AI for Western Visayas",
    description:
      "Web design and AI automation for Iloilo City's growing BPO, heritage, food and property businesses, with Hiligaynon and English content done right.",
    keywords: [
      "web design Iloilo",
      "Iloilo City website developer",
      "web design Western Visayas",
      "restaurant website Iloilo",
      "SEO Iloilo",
    ],
    heroHeading: "Websites as warm as Ilonggo hospitality",
    heroSub:
      "Iloilo City's blend of heritage streets, new business districts, BPO growth and a much-loved food scene is drawing investors and visitors alike. I build welcoming, fast websites and booking tools for Ilonggo restaurants, property developers, schools and service firms, in English and Hiligaynon.",
    services: [
      "Restaurant and food brand websites with online ordering",
      "Property and development showcase sites",
      "Recruitment portals for BPO and shared-services teams",
      "Hiligaynon and English content writing support",
      "AI assistants for enquiries and reservations",
      "Local SEO across Iloilo City and Western Visayas",
    ],
    ctaText: "Start Your Iloilo Project",
  },
  {
    slug: "cagayan-de-oro-philippines",
    country: "Philippines",
    region: "Cagayan de Oro",
    title: "Web Design in Cagayan de Oro | Sites for Northern Mindanao",
    description:
      "Websites and automation for Cagayan de Oro, Northern Mindanao's trade and logistics gateway: distributors, adventure tourism, schools and retail.",
    keywords: [
      "web design Cagayan de Oro",
      "CDO website developer",
      "web design Northern Mindanao",
      "tourism booking website Mindanao",
      "SEO Cagayan de Oro",
    ],
    heroHeading: "Digital tools for Northern Mindanao's gateway city",
    heroSub:
      "Cagayan de Oro links its port to Bukidnon's plantations and the rest of Northern Mindanao, and it is known for white-water rafting and a busy student population. I build websites and automations for distributors, adventure-tourism operators, schools and retailers who serve the whole region.",
    services: [
      "Distributor and wholesale ordering websites",
      "Adventure tourism booking and waiver forms",
      "Enrolment and inquiry sites for schools",
      "Inventory and delivery automation for regional retail",
      "Messenger chat assistants in Bisaya and English",
      "Local SEO across Cagayan de Oro and Misamis Oriental",
    ],
    ctaText: "Start Your Cagayan de Oro Project",
  },
  {
    slug: "baguio-philippines",
    country: "Philippines",
    region: "Baguio",
    title: "Web Design in Baguio | Websites for the Summer Capital",
    // Deliberately shorter than 120 characters: exercises the site's description fallback rule.
    description: "Websites and booking tools for Baguio's inns, cafés, craft makers and schools in the Summer Capital.",
    keywords: [
      "web design Baguio",
      "Baguio website developer",
      "inn booking website Baguio",
      "Cordillera crafts online shop",
    ],
    heroHeading: "Crafted websites for the City of Pines",
    heroSub:
      "Baguio's cool climate, weaving and woodcarving traditions and university crowd shape a business scene unlike anywhere else in the country. I build booking sites for inns and cafés, online shops for Cordillera crafts and Benguet produce, and enquiry tools for schools, ready for peak-season traffic.",
    services: [
      "Inn, homestay and café booking websites",
      "Online shops for Cordillera weaving and crafts",
      "Peak-season landing pages for Panagbenga and the holidays",
      "Enrolment sites for schools and review centres",
      "Produce and pasalubong ordering with delivery zones",
      "Local SEO across Baguio and Benguet",
    ],
    ctaText: "Start Your Baguio Project",
  },
  {
    slug: "makati-philippines",
    country: "Philippines",
    region: "Makati",
    title: "Web Design in Makati | Corporate Websites & AI Solutions",
    description:
      "Corporate web design and AI automation for Makati's head offices, regional hubs, law firms and startups around Ayala Avenue, Salcedo and Legazpi Village.",
    keywords: [
      "web design Makati",
      "corporate website Makati",
      "Makati website developer",
      "AI solutions Makati",
      "SEO Makati",
    ],
    heroHeading: "Boardroom-ready websites for Makati's business district",
    heroSub:
      "Makati is where many Philippine head offices, regional headquarters and professional firms meet their clients, and first impressions now form online. I build credible, secure corporate websites, investor and careers pages, and AI tools that lighten the load on busy teams in the CBD.",
    services: [
      "Corporate and investor-relations websites",
      "Careers portals with applicant workflow automation",
      "Sites for law, accounting and consulting firms",
      "AI assistants for client intake and internal knowledge",
      "Security hardening and Data Privacy Act-aware data handling",
      "Multi-brand design systems for group companies",
    ],
    ctaText: "Start Your Makati Project",
  },
];

/** The 17 generic slugs, in the order of the brief. */

export interface FixedRegionService {
  title: string;
  blurb: string;
}

/** A fixed page: its description is 120-160 characters. */
export interface FixedRegionPage extends RegionCopy {
  slug: "web-design-cebu-philippines" | "web-design-vancouver-canada";
  place: string;
  /** Exactly 6. */
  services: FixedRegionService[];
  /** Two paragraphs. */
  intro: string[];
}

export const fixedRegions: FixedRegionPage[] = [
  {
    slug: "web-design-cebu-philippines",
    place: "Cebu",
    country: "Philippines",
    title: "Web Design in Cebu, Philippines | Websites & AI Automation",
    description:
      "Premium web design, AI chat assistants and automation for Cebu businesses, from IT Park startups to Mandaue exporters and Mactan resorts, built locally.",
    keywords: [
      "web design Cebu",
      "Cebu web developer",
      "website design Cebu City",
      "AI automation Cebu",
      "SEO Cebu",
      "e-commerce website Cebu",
    ],
    heroHeading: "Premium web design, made in Cebu",
    heroSub:
      "I design and build fast, distinctive websites and practical AI tools for Cebuano businesses, working with you face to face in Cebu City or remotely across the island, with no middlemen between your idea and the finished site.",
    services: [
      {
        title: "Custom website design",
        blurb:
          "Bespoke, mobile-first sites for Cebu brands, designed from scratch rather than bent out of a theme, and fast on the mobile connections your customers actually use.",
      },
      {
        title: "E-commerce for local and export sales",
        blurb:
          "Online shops that take GCash, Maya and cards, with delivery zones for Metro Cebu and product pages ready for overseas buyers of furniture, crafts and food.",
      },
      {
        title: "AI chat assistants",
        blurb:
          "Website and Messenger assistants that answer common questions in English or Cebuano from your own content, and pass anything tricky to a real person.",
      },
      {
        title: "Booking and workflow automation",
        blurb:
          "Reservations, reminders, order confirmations and reports that run themselves, so resorts, clinics and service firms stop re-typing data between apps.",
      },
      {
        title: "Local SEO for Cebu",
        blurb:
          "Google Business Profile, location pages and technical SEO so that people searching in Cebu City, Mandaue, Lapu-Lapu and Talisay can actually find you.",
      },
      {
        title: "Digital transformation for SMEs",
        blurb:
          "A practical roadmap for moving sales, inventory and customer records off notebooks and group chats into simple tools your team will keep using.",
      },
    ],
    ctaText: "Book a Free Cebu Consultation",
    intro: [
      "Cebu is changing fast. The IT Park and Cebu Business Park keep adding companies, Mandaue's furniture and craft makers sell to buyers around the world, and Mactan's resorts compete for visitors who book entirely online. Yet plenty of good local businesses still rely on a Facebook page and a phone number, and lose customers to competitors who are simply easier to find and buy from.",
      "I work from Cebu City for part of every year, so we can meet in person, and the rest of the time I'm a message away. You get one specialist who understands how Cebuanos shop and communicate, and who also builds to the standards international customers expect: a site that loads quickly, reads well in English and Cebuano, and brings enquiries straight to you.",
    ],
  },
  {
    slug: "web-design-vancouver-canada",
    place: "Vancouver",
    country: "Canada",
    title: "Web Design in Vancouver, Canada | Premium Websites & AI",
    description:
      "Premium web design and AI automation for Vancouver businesses, from Gastown studios to Mount Pleasant tech firms, built and supported by one local specialist.",
    keywords: [
      "web design Vancouver",
      "Vancouver web developer",
      "website design Vancouver BC",
      "AI automation Vancouver",
      "SEO Vancouver",
      "accessible website Vancouver",
    ],
    heroHeading: "Premium web design for Vancouver's ambitious businesses",
    heroSub:
      "I build refined, accessible websites and AI automations for Vancouver companies that want agency-level quality without agency overheads, working directly with you on Pacific time from the first sketch to launch day.",
    services: [
      {
        title: "Custom website design and development",
        blurb:
          "Hand-built sites with a considered design system, tuned for Core Web Vitals and easy for your team to update without calling a developer.",
      },
      {
        title: "Accessibility and privacy by default",
        blurb:
          "WCAG 2.2 AA design and code, consent handling that respects visitors, and forms planned around PIPEDA and BC's privacy law from the start.",
      },
      {
        title: "AI assistants and automation",
        blurb:
          "Chat assistants grounded in your own content and workflows that connect your CRM, bookings and invoicing, with a person kept in the loop.",
      },
      {
        title: "E-commerce and online booking",
        blurb:
          "Shopify, WooCommerce or custom storefronts with Stripe payments, plus booking flows for studios, clinics, tour operators and hospitality venues.",
      },
      {
        title: "SEO for a competitive city",
        blurb:
          "Technical SEO, neighbourhood-level local search and content plans that help you compete across Vancouver, Burnaby, Richmond and the North Shore.",
      },
      {
        title: "Multilingual and community reach",
        blurb:
          "Content structures ready for the Cantonese, Mandarin, Punjabi and Tagalog speakers who make up much of Metro Vancouver's customer base.",
      },
    ],
    ctaText: "Book a Free Vancouver Consultation",
    intro: [
      "Vancouver businesses work in one of the most design-literate markets in Canada. Film and visual-effects studios, tech companies, outdoor brands and restaurants all compete for the same discerning customers, and those customers judge a company by its website before they ever visit. Slow, generic or inaccessible sites quietly lose them.",
      "For part of every year I'm based in Vancouver, so we share Pacific time and can meet in person. You work with me directly, from scope to code to support, which keeps decisions quick and costs predictable. Because I also work in Cebu, projects can move forward overnight: you send feedback at the end of your day and find it addressed by the morning.",
    ],
  },
];
