import type { Element, ElementContent, Root } from "hast";
import { mergeAdjacentText } from "./merge-text";

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

/** The `color` of an inline style, in capitals; with `alone`, only when it is the style's one declaration. */
function colourIn(style: unknown, alone = false): string | undefined {
  const declarations = String(style ?? "").split(";").map((declaration) => declaration.trim()).filter(Boolean);
  const colour = declarations.find((declaration) => /^color\s*:/i.test(declaration));
  if (!colour || (alone && declarations.length > 1)) return undefined;
  return colour.slice(colour.indexOf(":") + 1).trim().toUpperCase();
}

/** A token in the block's colour becomes its text; one in another colour of the theme, a span with that colour's class. */
function lightenToken(token: ElementContent, blockColour: string | undefined): ElementContent[] {
  const colour = token.type === "element" && token.tagName === "span" ? colourIn(token.properties.style, true) : undefined;
  if (token.type !== "element" || !colour) return [token];
  if (colour === blockColour) return token.children;
  return CODE_COLOUR_CLASSES[colour] ? [{ ...token, properties: { className: [CODE_COLOUR_CLASSES[colour]] } }] : [token];
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
        const blockColour = colourIn(child.properties.style);
        code.properties = {};
        for (const line of code.children) {
          if (line.type === "element") line.children = mergeAdjacentText(line.children.flatMap((token) => lightenToken(token, blockColour)));
        }
      }
    };
    visit(tree);
  };
}
