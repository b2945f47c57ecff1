/** The properties schema.org and Google's rich results require of each type this site emits; the tests hold every page to them. */
const requiredProperties: Record<string, string[]> = {
  Organization: ["name", "url"],
  WebSite: ["name", "url", "potentialAction"],
  SearchAction: ["target", "query-input"],
  Person: ["name"],
  Service: ["name", "provider"],
  ProfessionalService: ["name", "url", "address", "telephone", "areaServed"],
  LocalBusiness: ["name", "url", "address", "telephone", "areaServed"],
  PostalAddress: ["addressLocality", "addressRegion", "addressCountry"],
  Article: ["headline", "image", "datePublished", "author", "publisher"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
};

/** Missing required properties of a JSON-LD block and of the typed objects nested in it, as "Type.property" strings. */
export function missingRequiredProperties(node: unknown, path = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => missingRequiredProperties(item, `${path}[${index}]`));
  if (!node || typeof node !== "object") return [];
  const object = node as Record<string, unknown>;
  const type = typeof object["@type"] === "string" ? (object["@type"] as string) : undefined;
  const missing = (type && requiredProperties[type] ? requiredProperties[type] : [])
    .filter((property) => object[property] === undefined || object[property] === null || object[property] === "")
    .map((property) => `${path}${type}.${property}`);
  const references = type && Object.keys(object).every((key) => key === "@type" || key === "@id" || key === "name" || key === "url");
  return references ? [] : [...missing, ...Object.entries(object).flatMap(([key, value]) => (key.startsWith("@") ? [] : missingRequiredProperties(value, `${path}${key}.`)))];
}
