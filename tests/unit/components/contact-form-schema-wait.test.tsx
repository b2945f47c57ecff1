// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { ContactForm } from "@/components/contact/contact-form";
import { ToastProvider } from "@/components/ui/toast";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";

// The form loads its schema on the first submit; here that load waits until the test lets it finish.
const schemaLoad = vi.hoisted(() => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
});
vi.mock("@/lib/inquiries/schema", async (importOriginal) => {
  await schemaLoad.released;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));

it("a submit made while the schema still loads is not lost: the fields typed by then are checked and sent once", async () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ ok: true, message: "Sent" }), { status: 200, headers: { "content-type": "application/json" } }));
  vi.stubGlobal("fetch", fetchMock);
  render(
    <ToastProvider>
      <ContactForm variant="short" />
    </ToastProvider>,
  );

  submit();
  fireEvent.change(field("Full Name"), { target: { value: "Maria Santos" } });
  fireEvent.change(field("Email Address"), { target: { value: "maria@example.com" } });
  fireEvent.change(field("Message"), { target: { value: "We need a website that takes orders." } });
  submit();
  submit();
  await act(async () => schemaLoad.release());

  await waitFor(() => expect(screen.getByRole("status").textContent).toContain(CONTACT_TEXTS.successTitle));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({
    name: "Maria Santos",
    email: "maria@example.com",
    message: "We need a website that takes orders.",
  });
  for (const label of ["Full Name", "Email Address", "Message"]) expect(field(label).getAttribute("aria-invalid")).toBeNull();
});
