// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";

// The form loads its schema on the first submit; here that load waits until the test lets it finish. Each test loads
// the form afresh (the form keeps the loaded schema for the page's life), so each waits for its own release.
const schemaLoad = vi.hoisted(() => ({ released: Promise.resolve(), release: () => {} }));
vi.mock("@/lib/inquiries/schema", async (importOriginal) => {
  await schemaLoad.released;
  return importOriginal();
});

beforeEach(() => {
  vi.resetModules();
  schemaLoad.released = new Promise<void>((resolve) => (schemaLoad.release = resolve));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm() {
  const [{ ContactForm }, { ToastProvider }] = await Promise.all([import("@/components/contact/contact-form"), import("@/components/ui/toast")]);
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true, message: "Sent" }), { status: 200, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  render(
    <ToastProvider>
      <ContactForm variant="short" />
    </ToastProvider>,
  );
  return fetchMock;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));
const LABELS = ["Full Name", "Email Address", "Message"];

function typeInquiry() {
  fireEvent.change(field("Full Name"), { target: { value: "Maria Santos" } });
  fireEvent.change(field("Email Address"), { target: { value: "maria@example.com" } });
  fireEvent.change(field("Message"), { target: { value: "We need a website that takes orders." } });
}

async function expectSentOnce(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  await waitFor(() => expect(screen.getByRole("status").textContent).toContain(CONTACT_TEXTS.successTitle));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({
    name: "Maria Santos",
    email: "maria@example.com",
    message: "We need a website that takes orders.",
  });
  for (const label of LABELS) expect(field(label).getAttribute("aria-invalid")).toBeNull();
}

it("a submit made while the schema still loads is not lost: the fields typed by then are checked and sent once", async () => {
  const fetchMock = await renderForm();
  submit();
  typeInquiry();
  submit();
  submit();
  await act(async () => schemaLoad.release());
  await expectSentOnce(fetchMock);
});

it("a submit of the empty form whose schema arrives after the visitor has typed neither marks the typed fields nor moves the visitor, and sends nothing", async () => {
  const fetchMock = await renderForm();
  submit();
  typeInquiry();
  field("Message").focus();
  await act(async () => schemaLoad.release());

  for (const label of LABELS) expect(field(label).getAttribute("aria-invalid")).toBeNull();
  expect(document.activeElement).toBe(field("Message"));
  expect(fetchMock).not.toHaveBeenCalled();

  submit();
  await expectSentOnce(fetchMock);
});
