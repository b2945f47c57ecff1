import type { Element, Root } from "hast";
import { describe, expect, it } from "vitest";
import { rehypeAccessibleMarkdown } from "@/lib/markdown/rehype-accessible";

const text = (value: string) => ({ type: "text" as const, value });
const element = (tagName: string, children: Element["children"] = [], properties: Element["properties"] = {}): Element => ({ type: "element", tagName, properties, children });

function transform(children: Root["children"]): Root {
  const tree: Root = { type: "root", children };
  rehypeAccessibleMarkdown()(tree);
  return tree;
}

describe("rehypeAccessibleMarkdown", () => {
  it("puts a table in a focusable region labelled by its header row", () => {
    const table = element("table", [element("thead", [element("tr", [element("th", [text("Plan")]), element("th", [text("Price")])])]), element("tbody")]);
    const [wrapper] = transform([table]).children as Element[];
    expect(wrapper.tagName).toBe("div");
    expect(wrapper.properties).toMatchObject({ className: ["table-scroll"], tabIndex: 0, role: "region", ariaLabel: "Table: PlanPrice" });
    expect(wrapper.children).toEqual([table]);
  });

  it("makes a code block focusable, so a keyboard can scroll it", () => {
    const [pre] = transform([element("pre", [element("code", [text("npm test")])])]).children as Element[];
    expect(pre.properties.tabIndex).toBe(0);
  });

  it("labels a task-list checkbox with its item and whether it is done, in nested lists too", () => {
    const done = element("input", [], { type: "checkbox", checked: true, disabled: true });
    const open = element("input", [], { type: "checkbox", checked: false, disabled: true });
    transform([
      element("ul", [
        element("li", [done, text(" Ship the site")], { className: ["task-list-item"] }),
        element("li", [element("ul", [element("li", [open, text(" Write the case study")], { className: ["task-list-item"] })])]),
      ]),
    ]);
    expect(done.properties.ariaLabel).toBe("Done: Ship the site");
    expect(open.properties.ariaLabel).toBe("To do: Write the case study");
  });
});
