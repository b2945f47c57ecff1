import type { StoredInquiry } from "@/lib/inquiries/store-types";

/** An inquiry as the inbox lists it, delivered once; `overrides` changes what a test is about. */
export const storedInquiry = (overrides: Partial<StoredInquiry> = {}): StoredInquiry => ({
  id: "0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11",
  name: "Maria Santos",
  email: "maria@example.com",
  phone: null,
  service: null,
  message: "Hello",
  form: "short",
  status: "sent",
  attempts: 1,
  unansweredAttempts: 0,
  lastError: null,
  nextAttemptAt: "2026-11-23T09:05:00.000Z",
  forwardedAt: "2026-11-23T09:05:01.000Z",
  handledAt: null,
  createdAt: "2026-11-23T09:05:00.000Z",
  ...overrides,
});
