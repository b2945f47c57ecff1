import type { Element, Root, RootContent } from "hast";

function textOf(node: RootContent | Element): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child as RootContent)).join("");
  return "";
}

/**
 * Accessibility fixes to rendered markdown: code blocks that scroll sideways become focusable (so keyboards can scroll
 * them), and task-list checkboxes get a label that says the item and whether it is done.
 */
export function rehypeAccessibleMarkdown() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.tagName === "pre") child.properties = { ...child.properties, tabIndex: 0 };
        if (child.tagName === "li" && String(child.properties?.className ?? "").includes("task-list-item")) {
          const input = child.children.find((item): item is Element => item.type === "element" && item.tagName === "input");
          if (input) {
            const label = textOf(child).trim().slice(0, 120);
            input.properties = { ...input.properties, ariaLabel: `${input.properties?.checked ? "Done" : "To do"}: ${label}` };
          }
        }
        walk(child);
      }
    };
    walk(tree);
  };
}
