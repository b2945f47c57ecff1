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

  it("puts a task-list checkbox and its item's own text in one label, in nested and loose lists too", () => {
    const done = element("input", [], { type: "checkbox", checked: true, disabled: true });
    const open = element("input", [], { type: "checkbox", checked: false, disabled: true });
    const loose = element("input", [], { type: "checkbox", checked: false, disabled: true });
    const nested = element("ul", [element("li", [open, text(" "), text("Write the case study")], { className: ["task-list-item"] })]);
    const [list] = transform([
      element("ul", [
        element("li", [done, text(" Ship the "), element("strong", [text("site")]), nested], { className: ["task-list-item"] }),
        element("li", [element("p", [loose, text(" Book the launch call")])], { className: ["task-list-item"] }),
      ]),
    ]).children as Element[];
    const [first, second] = list.children as Element[];
    expect(first.children).toEqual([element("label", [done, text(" Ship the "), element("strong", [text("site")])]), nested]);
    expect(nested.children[0]).toMatchObject({ children: [element("label", [open, text(" Write the case study")])] });
    expect((second.children[0] as Element).children).toEqual([element("label", [loose, text(" Book the launch call")])]);
  });
});
