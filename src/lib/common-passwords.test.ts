import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it.each([
    "password",
    "PASSWORD",
    "password1234",
    "Password-1234!",
    "administrator",
    "admin2026!",
    "aaaaaaaaaaaa",
    "123456789012",
    "abcdefghijkl",
    "qwertyuiopasdf",
    "1q2w3e4r5t6y",
    "9876543210",
  ])("refuses %j", (p) => expect(isCommonPassword(p)).toBe(true));
  it.each(["Correct-Horse-9", "E2e-Admin-Pass-42", "Multi-Instance-Pass-42", "Battery-Staple-77", "Zq9#xw", "1234-password"])(
    "accepts %j",
    (p) => expect(isCommonPassword(p)).toBe(false),
  );
});
