/** The article slugs the product names (docs/product.md, "Article"); "{brand}" stands for the brand's slug form (config/site-contact.ts brandSlug). */
export const KNOWN_ARTICLE_SLUG_PATTERNS = [
  "scaling-startup-vancouver-web-ai-2025",
  "seo-strategies-vancouver-businesses-2025",
  "web-design-trends-vancouver-2025",
  "custom-web-design-vancouver-2025",
  "sustainable-web-development-vancouver-2025",
  "ui-ux-vancouver-web-design-2025",
  "top-5-web-design-trends-canada-2025",
  "ai-powered-websites-for-canadian-businesses-2025",
  "web-development-agency-cebu-{brand}-checklist",
  "premium-website-design-cebu-{brand}",
  "responsive-web-design-philippines-{brand}",
  "local-seo-cebu-businesses-2025",
  "digital-transformation-guide-philippines-smes-2025",
  "custom-web-development-cebu-2025",
  "ecommerce-ui-ux-cebu-2025",
  "digital-transformation-philippine-businesses-2025",
  "ecommerce-web-development-cebu-{brand}",
  "optimizing-performance-cebu-web-development-2025",
  "brand-strategy-philippines-{brand}",
  "digital-marketing-cebu-sme-{brand}",
  "seo-friendly-architecture-philippines-{brand}",
  "ai-automation-services-philippines-2025",
  "cebu-website-ai-automation-2025",
  "e-commerce-excellence-cebu-2025",
  "chatbot-development-cebu-{brand}",
  "ai-automation-philippines-{brand}",
  "ai-solutions-transforming-cebu-businesses-{brand}",
  "ai-automation-whatsapp-customer-engagement",
  "seo-ai-domain-authority-strategic-content-creation-2025",
  "advanced-technical-seo-core-web-vitals-site-architecture-performance-optimization-2025",
  "enterprise-software-development-best-practices-industry-solutions-2025",
  "ecommerce-platforms-digital-payment-solutions-complete-business-guide-2025",
  "technology-industry-resources-complete-developer-business-reference-guide-2025",
  "future-web-development-ai-integration-performance-optimization-emerging-technologies-2025",
  "digital-marketing-analytics-automation-tools-business-intelligence-guide-2025",
  "progressive-web-apps-pwa-power-2025",
  "content-marketing-link-building-strategies-authority-value-driven-content-2025",
  "digital-transformation-ai-philippines-web-development-2025",
] as const;

export function knownArticleSlugs(brandSlug: string): string[] {
  return KNOWN_ARTICLE_SLUG_PATTERNS.map((pattern) => pattern.replace("{brand}", brandSlug));
}

/** The tag vocabulary articles draw from. */
export const ARTICLE_TAGS = [
  "Web Design", "Development", "UX", "SEO", "AI Automation", "Chatbots", "E-commerce", "Performance",
  "Digital Marketing", "Digital Transformation", "Branding", "Strategy", "Cebu", "Philippines", "Vancouver", "Canada",
] as const;
