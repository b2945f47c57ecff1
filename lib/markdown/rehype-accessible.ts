import type { Element, Root, RootContent } from "hast";
import { mergeAdjacentText } from "./merge-text";

function textOf(node: RootContent | Element): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child as RootContent)).join("");
  return "";
}

const BLOCK_TAGS = new Set(["ul", "ol", "p", "div", "pre", "table", "blockquote"]);

/** A task's checkbox and the item's own text (not its nested list) go in one label: the text names the checkbox. */
function labelTaskCheckbox(item: Element) {
  const firstParagraph = item.children.find((node): node is Element => node.type === "element" && node.tagName === "p");
  const holder = firstParagraph?.children.some((node) => node.type === "element" && node.tagName === "input") ? firstParagraph : item;
  const start = holder.children.findIndex((node) => node.type === "element" && node.tagName === "input");
  if (start < 0) return;
  let end = start + 1;
  while (end < holder.children.length) {
    const node = holder.children[end];
    if (node.type === "element" && BLOCK_TAGS.has(node.tagName)) break;
    end += 1;
  }
  const label: Element = { type: "element", tagName: "label", properties: {}, children: mergeAdjacentText(holder.children.slice(start, end)) };
  holder.children.splice(start, end - start, label);
}

/**
 * Accessibility fixes to rendered markdown: code blocks and tables, which scroll sideways on phones, become focusable
 * (so keyboards can scroll them; a table sits in a labelled scroll region), and a task-list checkbox is labelled by its
 * item.
 */
export function rehypeAccessibleMarkdown() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      node.children.forEach((child, index) => {
        if (child.type !== "element") return;
        if (child.tagName === "table") {
          const caption = textOf(child.children.find((item): item is Element => item.type === "element" && item.tagName === "thead") ?? child)
            .trim()
            .replace(/\s+/g, " ")
            .slice(0, 80);
          node.children[index] = {
            type: "element",
            tagName: "div",
            properties: { className: ["table-scroll"], tabIndex: 0, role: "region", ariaLabel: `Table: ${caption}` },
            children: [child],
          };
          return;
        }
        if (child.tagName === "pre") child.properties = { ...child.properties, tabIndex: 0 };
        if (child.tagName === "li" && String(child.properties?.className ?? "").includes("task-list-item")) labelTaskCheckbox(child);
        walk(child);
      });
    };
    walk(tree);
  };
}
