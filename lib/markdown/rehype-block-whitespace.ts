import type { Element, Root, RootContent } from "hast";

const BLOCKS = new Set(["blockquote", "dd", "div", "dl", "dt", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "li", "ol", "p", "pre", "section", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"]);

const isBlock = (node: RootContent | undefined) => node === undefined || (node.type === "element" && BLOCKS.has(node.tagName));

/**
 * Drops the line breaks markdown leaves between blocks (paragraphs, list items, headings): they draw nothing, and each
 * went out twice, in the HTML and in the page's payload. Whitespace beside inline content, and in code, stays.
 */
export function rehypeBlockWhitespace() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      if (node.type === "element" && (node.tagName === "pre" || node.tagName === "code")) return;
      node.children = node.children.filter(
        (child, index, siblings) => !(child.type === "text" && !child.value.trim() && isBlock(siblings[index - 1]) && isBlock(siblings[index + 1])),
      ) as typeof node.children;
      for (const child of node.children) if (child.type === "element") walk(child);
    };
    walk(tree);
  };
}
