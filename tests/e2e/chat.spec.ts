import { expect, test, type Page, type Route } from "@playwright/test";
import { asReturningVisitor, expectNoAxeViolations, storeTheme } from "../support/axe";
import { assistantIntroduction, CHAT_ERROR_TEXTS, CHAT_SUGGESTIONS, CHAT_TYPING_TEXT } from "../../lib/chat/texts";

/** The chat panel's states in the browser, on /assistant/ (the embedded panel), against the real /api/chat/ (local assistant). */

const input = (page: Page) => page.getByRole("textbox", { name: "Message Tala" });
const send = (page: Page) => page.getByRole("button", { name: "Send to Tala", exact: true });
const log = (page: Page) => page.getByRole("log", { name: "Conversation with Tala" });
const botMessages = (page: Page) => log(page).locator('[data-role="bot"]');
const userMessages = (page: Page) => log(page).locator('[data-role="user"]');

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto("/assistant/");
});

test("greets as the site's AI assistant, with send disabled until there is something to send", async ({ page }) => {
  await expect(botMessages(page).first()).toContainText(assistantIntroduction);
  await expect(send(page)).toBeDisabled();
  await input(page).fill("   ");
  await expect(send(page)).toBeDisabled();
  await input(page).fill("Hello");
  await expect(send(page)).toBeEnabled();
});

test("Enter sends: the message is appended, the input cleared, AI is typing… with input and send disabled, then the reply with site links", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat/", async (route) => {
    await held;
    await route.continue();
  });

  await input(page).fill(CHAT_SUGGESTIONS[1]);
  await input(page).press("Enter");
  await expect(userMessages(page)).toHaveCount(1);
  await expect(userMessages(page).first()).toContainText(CHAT_SUGGESTIONS[1]);
  await expect(input(page)).toHaveValue("");
  await expect(page.getByText(CHAT_TYPING_TEXT)).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(send(page)).toBeDisabled();

  release();
  await expect(botMessages(page).last()).toContainText("Every project is quoted individually");
  await expect(page.getByText(CHAT_TYPING_TEXT)).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  const hrefs = await botMessages(page).last().locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toContain("/contact/");
  for (const href of hrefs) expect(href).toMatch(/^\/([a-z0-9-]+\/)*([?#].*)?$/);
});

test("Shift+Enter starts a new line instead of sending", async ({ page }) => {
  await input(page).fill("First line");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("second line");
  await expect(input(page)).toHaveValue("First line\nsecond line");
  await expect(userMessages(page)).toHaveCount(0);
  await send(page).click();
  await expect(userMessages(page).first()).toContainText("First line");
  await expect(userMessages(page).first()).toContainText("second line");
});

test("keeps the newest message in view", async ({ page }) => {
  for (const question of [CHAT_SUGGESTIONS[0], CHAT_SUGGESTIONS[2], "Do you do SEO?", "Can you build an online store?"]) {
    await input(page).fill(question);
    await input(page).press("Enter");
    await expect(input(page)).toBeEnabled();
  }
  await expect(botMessages(page)).toHaveCount(5);
  const gap = await log(page).evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop);
  expect(gap).toBeLessThanOrEqual(2);
  await expect(botMessages(page).last()).toBeInViewport();
});

const failures: [string, (route: Route) => Promise<void>, string][] = [
  ["the assistant returns an error", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }), CHAT_ERROR_TEXTS.failed],
  ["the reply has no message", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{}" }), CHAT_ERROR_TEXTS.empty],
  ["the request fails", (route) => route.abort("connectionrefused"), CHAT_ERROR_TEXTS.exception],
];

for (const [label, respond, text] of failures) {
  test(`shows "${text}" as a bot message when ${label}`, async ({ page }) => {
    await page.route("**/api/chat/", respond);
    await input(page).fill("Hello?");
    await send(page).click();
    await expect(botMessages(page).last()).toHaveText(`Tala: ${text}`);
    await expect(input(page)).toBeEnabled();
  });
}

test("renders model output as text, never as HTML", async ({ page }) => {
  let alerted = false;
  page.on("dialog", async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await page.route("**/api/chat/", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ message: '<img src=x onerror="alert(1)"> [pay here](https://evil.example/) <b>bold</b>' }) }),
  );
  await input(page).fill("hi");
  await send(page).click();
  await expect(botMessages(page).last()).toContainText('<img src=x onerror="alert(1)">');
  await expect(log(page).locator("img, b")).toHaveCount(0);
  await expect(botMessages(page).last().locator("a")).toHaveCount(0);
  expect(alerted).toBe(false);
});

for (const theme of ["light", "dark"] as const) {
  test(`has no axe violations with a conversation in it (${theme})`, async ({ page }) => {
    await storeTheme(page, theme);
    await page.goto("/assistant/");
    await input(page).fill("Do you work with businesses in Toronto?");
    await input(page).press("Enter");
    await expect(botMessages(page)).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
