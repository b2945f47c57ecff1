import { expect, test, type Page, type Route } from "@playwright/test";
import { PORTS } from "../../playwright.config";
import { asReturningVisitor, expectHydrated, expectNoAxeViolations, storeTheme } from "../support/axe";
import { CONTACT_TEXTS } from "../../lib/inquiries/texts";
import { INQUIRY_MESSAGES } from "../../lib/inquiries/rules";

/**
 * The contact form's states in the browser against the real /api/contact/ (embedded database, the FormSubmit
 * stand-in): the short form on /assistant/, and the full form on /contact/.
 */

type Received = { url: string; headers: Record<string, string>; body: string }[];
const received = async (): Promise<Received> => (await fetch(`http://127.0.0.1:${PORTS.formsubmit}/__received`)).json();

const notifications = (page: Page) => page.getByRole("region", { name: "Notifications" });
const form = (page: Page) => page.locator('form[data-variant="short"]');
const submit = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending/ });

async function fillShort(page: Page, name: string) {
  await form(page).getByLabel("Full Name").fill(name);
  await form(page).getByLabel("Email Address").fill("maria@example.com");
  await form(page).getByLabel("Message").fill("We need a website that takes orders.");
}

async function expectFieldsKept(page: Page, name: string) {
  await expect(form(page).getByLabel("Full Name")).toHaveValue(name);
  await expect(form(page).getByLabel("Email Address")).toHaveValue("maria@example.com");
  await expect(form(page).getByLabel("Message")).toHaveValue("We need a website that takes orders.");
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test.describe("the short form (on /assistant/)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/assistant/");
    await expectHydrated(submit(page));
  });

  test("names each missing field accessibly and sends nothing", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/contact/")) posted = true;
    });
    await submit(page).click();
    const name = form(page).getByLabel("Full Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(INQUIRY_MESSAGES.nameRequired);
    await expect(form(page).getByLabel("Email Address")).toHaveAccessibleDescription(INQUIRY_MESSAGES.emailRequired);
    await expect(form(page).getByLabel("Message")).toHaveAccessibleDescription(INQUIRY_MESSAGES.messageRequired);
    await expect(name).toBeFocused();
    await form(page).getByLabel("Email Address").fill("maria@");
    await expect(form(page).getByLabel("Email Address")).toHaveAccessibleDescription(INQUIRY_MESSAGES.emailInvalid);
    expect(posted).toBe(false);
  });

  test("goes idle → Sending... (disabled) → success toast with every field emptied, and the inquiry reaches FormSubmit", async ({ page }) => {
    const name = `E2E Visitor ${Date.now()}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/", async (route) => {
      await held;
      await route.continue();
    });
    await fillShort(page, name);
    await submit(page).click();
    await expect(submit(page)).toHaveText("Sending...");
    await expect(submit(page)).toBeDisabled();
    release();

    const toast = notifications(page).getByRole("status").filter({ hasText: CONTACT_TEXTS.successTitle });
    await expect(toast).toContainText(CONTACT_TEXTS.success);
    for (const label of ["Full Name", "Email Address", "Message"]) await expect(form(page).getByLabel(label)).toHaveValue("");
    await expect(submit(page)).toHaveText("Send Message");
    await expect(submit(page)).toBeEnabled();

    await expect.poll(async () => (await received()).filter((entry) => entry.body.includes(name)).length, { timeout: 10_000 }).toBe(1);
    const entry = (await received()).find((item) => item.body.includes(name))!;
    expect(entry.url).toBe("/ajax/hello%40northtide.studio");
    expect(entry.headers.accept).toBe("application/json");
    expect(entry.headers.origin).toBe("https://northtide.studio");
  });

  const failures: [string, (route: Route) => Promise<void>, string][] = [
    [
      "the server's message",
      (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: CONTACT_TEXTS.storeFailed }) }),
      CONTACT_TEXTS.storeFailed,
    ],
    ["an answer that is not JSON", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }), CONTACT_TEXTS.notJson],
    ["an answer without a message", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }), CONTACT_TEXTS.noMessage],
    ["a network failure", (route) => route.abort("connectionrefused"), CONTACT_TEXTS.unexpected],
  ];

  for (const [label, respond, description] of failures) {
    test(`shows the error toast for ${label} and keeps every field`, async ({ page }) => {
      await page.route("**/api/contact/", respond);
      await fillShort(page, "Maria Santos");
      await submit(page).click();
      const toast = notifications(page).getByRole("alert").filter({ hasText: CONTACT_TEXTS.errorTitle });
      await expect(toast).toContainText(description);
      await expectFieldsKept(page, "Maria Santos");
      await expect(submit(page)).toBeEnabled();
    });
  }

  test("a toast can be dismissed by keyboard", async ({ page }) => {
    await page.route("**/api/contact/", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await fillShort(page, "Maria Santos");
    await submit(page).click();
    const dismiss = notifications(page).getByRole("alert").getByRole("button", { name: "Dismiss notification" });
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(notifications(page).getByRole("alert").getByText(CONTACT_TEXTS.errorTitle)).toHaveCount(0);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no axe violations with field errors and an error toast showing (${theme})`, async ({ page }) => {
      await storeTheme(page, theme);
      await page.goto("/assistant/");
      await expectHydrated(submit(page));
      await submit(page).click();
      await page.route("**/api/contact/", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
      await fillShort(page, "Maria Santos");
      await submit(page).click();
      await expect(notifications(page).getByRole("alert")).toContainText(CONTACT_TEXTS.errorTitle);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the full form (on /contact/)", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact/?service=digital-marketing");
    await expectHydrated(page.locator('form[data-variant="full"]').first().getByRole("button", { name: /Send Message|Sending/ }));
  });

  test("preselects Digital Transformation for ?service=digital-marketing and sends the full form", async ({ page }) => {
    const full = page.locator('form[data-variant="full"]').first();
    await expect(full.getByLabel("Service")).toHaveValue("digital-transformation");
    const name = `E2E Full ${Date.now()}`;
    await full.getByLabel("Full Name").fill(name);
    await full.getByLabel("Email Address").fill("liam@example.ca");
    await expect(full.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await full.getByLabel("Phone").fill("+1 604 555 0199");
    await full.getByLabel("Message").fill("Looking for an AI assistant on our site.");
    await full.getByRole("button", { name: "Send Message" }).click();
    await expect(notifications(page).getByRole("status")).toContainText(CONTACT_TEXTS.successTitle);
    await expect(full.getByLabel("Service")).toHaveValue("");
    await expect.poll(async () => (await received()).filter((entry) => entry.body.includes(name)).length, { timeout: 10_000 }).toBe(1);
    const body = (await received()).find((entry) => entry.body.includes(name))!.body;
    expect(body).toContain("Digital Transformation");
    expect(body).toContain("+1 604 555 0199");
  });
});

// Without JavaScript the form posts itself to /api/contact/ and is answered with a page: tests/e2e/no-javascript.spec.ts.
