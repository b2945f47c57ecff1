// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "@/components/contact/contact-form";
import { ToastProvider } from "@/components/ui/toast";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";
import { INQUIRY_MESSAGES } from "@/lib/inquiries/rules";
import { SERVICE_TITLES } from "@/lib/data/service-titles";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderForm = (props: Partial<Parameters<typeof ContactForm>[0]> = {}) =>
  render(
    <ToastProvider>
      <ContactForm variant="full" {...props} />
    </ToastProvider>,
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fillFull() {
  fireEvent.change(field("Full Name"), { target: { value: "Maria Santos" } });
  fireEvent.change(field("Email Address"), { target: { value: "maria@example.com" } });
  fireEvent.change(field("Phone"), { target: { value: "+63 917 000 1234" } });
  fireEvent.change(field("Service"), { target: { value: "ai-integration" } });
  fireEvent.change(field("Message"), { target: { value: "We need a chatbot." } });
}

const submit = () => fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the full contact form", () => {
  it("has the product's fields: Full Name, Email Address, a tel phone, the four services, a 4-row message and a hidden honeypot", () => {
    const { container } = renderForm();
    expect(field("Full Name").required).toBe(true);
    expect(field("Email Address").type).toBe("email");
    expect(field("Phone").type).toBe("tel");
    // The visible "Optional" hint describes the field rather than joining its name.
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveProperty("id", "contact-phone");
    expect(screen.getByRole("textbox", { name: "Phone" }).getAttribute("aria-describedby")).toBe("contact-phone-hint");
    expect(document.getElementById("contact-phone-hint")?.textContent).toBe("Optional");
    expect(screen.getByRole("combobox", { name: "Service" })).toHaveProperty("id", "contact-service");
    const options = [...(field("Service") as unknown as HTMLSelectElement).options].map((option) => [option.value, option.text]);
    expect(options).toEqual([
      ["", "Select a service"],
      ["web-design", SERVICE_TITLES["web-design"]],
      ["ai-integration", SERVICE_TITLES["ai-integration"]],
      ["digital-transformation", SERVICE_TITLES["digital-marketing"]],
      ["other", "Other Inquiry"],
    ]);
    expect((field("Message") as unknown as HTMLTextAreaElement).rows).toBe(4);
    const honey = container.querySelector<HTMLInputElement>('input[name="_honey"]')!;
    expect(honey.tabIndex).toBe(-1);
    expect(honey.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("preselects a valid defaultService and ignores an unknown one", () => {
    renderForm({ defaultService: "digital-transformation" });
    expect(field("Service").value).toBe("digital-transformation");
    cleanup();
    renderForm({ defaultService: "hacking" });
    expect(field("Service").value).toBe("");
  });

  it("names each wrong field accessibly and sends nothing until it is fixed", async () => {
    renderForm();
    fireEvent.change(field("Email Address"), { target: { value: "maria@" } });
    submit();
    const name = field("Full Name");
    // The form loads the shared schema before its first check.
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(INQUIRY_MESSAGES.nameRequired);
    expect(document.getElementById(field("Email Address").getAttribute("aria-describedby")!)?.textContent).toBe(INQUIRY_MESSAGES.emailInvalid);
    expect(document.activeElement).toBe(name);

    fireEvent.change(name, { target: { value: "Maria" } });
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(name.getAttribute("aria-describedby")).toBeNull();
  });

  it("shows Sending... with the button disabled, then the success toast, empties every field and calls onSent", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onSent = vi.fn();
    renderForm({ onSent, defaultService: "web-design" });
    fillFull();
    submit();

    const button = (await screen.findByRole("button", { name: /Sending\.\.\./ })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/contact/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Maria Santos",
      email: "maria@example.com",
      phone: "+63 917 000 1234",
      service: "ai-integration",
      message: "We need a chatbot.",
      _honey: "",
      _captcha: "false",
      _subject: CONTACT_TEXTS.subject,
      _autoresponse: CONTACT_TEXTS.autoresponse,
    });

    await act(async () => answer(json(200, { ok: true, message: CONTACT_TEXTS.success })));
    const status = screen.getByRole("status");
    expect(status.textContent).toContain(CONTACT_TEXTS.successTitle);
    expect(status.textContent).toContain(CONTACT_TEXTS.success);
    for (const label of ["Full Name", "Email Address", "Phone", "Service", "Message"]) expect(field(label).value).toBe("");
    expect(onSent).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("button", { name: /Send Message/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  const failures: [string, () => Promise<Response> | Response, string][] = [
    ["the server's message", () => json(429, { message: "You've sent several messages in a short time." }), "You've sent several messages in a short time."],
    ["an answer that is not JSON", () => new Response("<html>Bad gateway</html>", { status: 502 }), CONTACT_TEXTS.notJson],
    ["an answer without a message", () => json(500, { error: "x" }), CONTACT_TEXTS.noMessage],
    ["a network exception", () => Promise.reject(new TypeError("Failed to fetch")), CONTACT_TEXTS.unexpected],
  ];

  it.each(failures)("on a failure with %s: the error toast, and every field kept", async (_label, respond, description) => {
    fetchMock.mockImplementation(async () => respond());
    const onSent = vi.fn();
    renderForm({ onSent });
    fillFull();
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(CONTACT_TEXTS.errorTitle));
    expect(screen.getByRole("alert").textContent).toContain(description);
    expect(field("Full Name").value).toBe("Maria Santos");
    expect(field("Email Address").value).toBe("maria@example.com");
    expect(field("Phone").value).toBe("+63 917 000 1234");
    expect(field("Service").value).toBe("ai-integration");
    expect(field("Message").value).toBe("We need a chatbot.");
    expect(onSent).not.toHaveBeenCalled();
  });

  it("marks the fields the server refused", async () => {
    fetchMock.mockResolvedValue(json(400, { message: INQUIRY_MESSAGES.emailInvalid, fields: { email: INQUIRY_MESSAGES.emailInvalid } }));
    renderForm();
    fillFull();
    submit();
    await waitFor(() => expect(field("Email Address").getAttribute("aria-invalid")).toBe("true"));
  });
});

describe("the short contact form", () => {
  it("has name, e-mail and message only, and sends just those with the hidden fields", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    render(
      <ToastProvider>
        <ContactForm variant="short" idPrefix="dialog" />
      </ToastProvider>,
    );
    expect(screen.queryByLabelText("Phone")).toBeNull();
    expect(screen.queryByLabelText("Service")).toBeNull();
    expect(field("Full Name").id).toBe("dialog-name");
    fireEvent.change(field("Full Name"), { target: { value: "Liam" } });
    fireEvent.change(field("Email Address"), { target: { value: "liam@example.ca" } });
    fireEvent.change(field("Message"), { target: { value: "Hello" } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ name: "Liam", email: "liam@example.ca", message: "Hello", _honey: "", _captcha: "false" });
  });
});
