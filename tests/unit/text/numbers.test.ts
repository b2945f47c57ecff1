import { describe, expect, it } from "vitest";
import { groupThousands } from "@/lib/text/numbers";
import { INQUIRY_MESSAGES } from "@/lib/inquiries/rules";
import { CHAT_INPUT_MESSAGES } from "@/lib/chat/texts";

describe("groupThousands", () => {
  it("groups every three digits from the right, as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 5000, 12345, 999999, 1000000, 1234567890, -4200]) {
      expect(groupThousands(value)).toBe(value.toLocaleString("en-US"));
    }
  });

  it("drops fractions rather than rounding them", () => {
    expect(groupThousands(1999.9)).toBe("1,999");
  });

  it("writes the limits in the field messages", () => {
    expect(INQUIRY_MESSAGES.messageTooLong).toBe("Please keep your message under 5,000 characters.");
    expect(CHAT_INPUT_MESSAGES.tooLong).toBe("Please keep your message under 1,000 characters.");
  });
});
