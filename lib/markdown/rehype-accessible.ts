import type { Element, ElementContent, Root, RootContent } from "hast";

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
  const content: ElementContent[] = [];
  for (const node of holder.children.slice(start, end)) {
    const last = content.at(-1);
    // Text next to text is one node: React would put a comment between two in the HTML.
    if (node.type === "text" && last?.type === "text") content[content.length - 1] = { type: "text", value: last.value + node.value };
    else content.push(node);
  }
  holder.children.splice(start, end - start, { type: "element", tagName: "label", properties: {}, children: content });
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
