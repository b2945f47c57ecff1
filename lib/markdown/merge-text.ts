import type { ElementContent } from "hast";

/** The nodes with each run of text nodes joined into one: React would put a comment between two in the HTML. */
export function mergeAdjacentText(nodes: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.type === "text" && last?.type === "text") merged[merged.length - 1] = { type: "text", value: last.value + node.value };
    else merged.push(node);
  }
  return merged;
}
