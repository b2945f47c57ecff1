import { expect, type Locator } from "@playwright/test";

/**
 * The phone menu's state as assistive technology hears it, with or without JavaScript: the button says it opens a
 * dialog and carries no `aria-expanded` (HTML forbids it beside `command`); open, the menu is a modal dialog named
 * "Menu" that holds the focus (screen readers announce it as it takes the focus).
 */
export async function expectMenuAnnounced(opener: Locator, menu: Locator) {
  await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
  await expect(opener).not.toHaveAttribute("aria-expanded");
  await expect(menu).toHaveAccessibleName("Menu");
  expect(await menu.evaluate((dialog) => dialog.matches(":modal") && dialog.contains(document.activeElement))).toBe(true);
}
