import type { Element, ElementContent, Root } from "hast";

/**
 * The colours of the code theme (github-dark-dimmed) by the class app/globals.css draws each with. A highlighted token
 * otherwise carries its colour inline, and every page sends its markup twice (HTML and the React payload).
 */
export const CODE_COLOUR_CLASSES: Readonly<Record<string, string>> = {
  "#768390": "hl-grey",
  "#F47067": "hl-red",
  "#6CB6FF": "hl-blue",
  "#F69D50": "hl-orange",
  "#DCBDFB": "hl-purple",
  "#8DDB8C": "hl-green",
  "#96D0FF": "hl-sky",
  "#FF938A": "hl-pink",
  "#CDD9E5": "hl-white",
  "#2D333B": "hl-dark",
};

const colourOf = (style: unknown) => /^color:\s*(#[0-9a-f]{6})$/i.exec(String(style ?? "").trim().replace(/;$/, ""))?.[1].toUpperCase();

function lightenLine(line: Element, blockColour: string | undefined) {
  const children: ElementContent[] = [];
  for (const child of line.children) {
    const colour = child.type === "element" && child.tagName === "span" ? colourOf(child.properties.style) : undefined;
    let next: ElementContent[] = [child];
    if (child.type === "element" && colour) {
      if (colour === blockColour) next = child.children;
      else if (CODE_COLOUR_CLASSES[colour]) next = [{ ...child, properties: { className: [CODE_COLOUR_CLASSES[colour]] } }];
    }
    for (const node of next) {
      const last = children.at(-1);
      // Text next to text is one node: React would put a comment between two in the HTML.
      if (node.type === "text" && last?.type === "text") last.value += node.value;
      else children.push(node);
    }
  }
  line.children = children;
}

/**
 * Runs after rehype-pretty-code: tokens in the block's own colour lose their span, the others take a class instead of
 * an inline colour, and the inner `code` drops what repeats its `pre`. Styles the classes do not cover (bold, italic)
 * stay inline.
 */
export function rehypeCodeColours() {
  return (tree: Root) => {
    const visit = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const code = child.tagName === "pre" ? child.children.find((item): item is Element => item.type === "element" && item.tagName === "code") : undefined;
        if (!code) {
          visit(child);
          continue;
        }
        const blockColour = /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i.exec(String(child.properties.style ?? ""))?.[1].toUpperCase();
        code.properties = {};
        for (const line of code.children) if (line.type === "element") lightenLine(line, blockColour);
      }
    };
    visit(tree);
  };
}
