import type { Element, Root, RootContent } from "hast";

function textOf(node: RootContent | Element): string {
  if (node.type === "text") return node.value;
  if ("children" in node) return node.children.map((child) => textOf(child as RootContent)).join("");
  return "";
}

/**
 * Accessibility fixes to rendered markdown: code blocks and tables, which scroll sideways on phones, become focusable
 * (so keyboards can scroll them; a table sits in a labelled scroll region), and task-list checkboxes get a label that
 * says the item and whether it is done.
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
        if (child.tagName === "li" && String(child.properties?.className ?? "").includes("task-list-item")) {
          const input = child.children.find((item): item is Element => item.type === "element" && item.tagName === "input");
          if (input) {
            const label = textOf(child).trim().slice(0, 120);
            input.properties = { ...input.properties, ariaLabel: `${input.properties?.checked ? "Done" : "To do"}: ${label}` };
          }
        }
        walk(child);
      });
    };
    walk(tree);
  };
}
