import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ChangePasswordForm } from "./change-password-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
});

async function submit(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  render(<ChangePasswordForm username="admin" />);
  if (current) await user.type(screen.getByLabelText("Current Password"), current);
  if (next) await user.type(screen.getByLabelText("New Password"), next);
  if (confirm) await user.type(screen.getByLabelText("Confirm New Password"), confirm);
  await user.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("ChangePasswordForm", () => {
  it("shows the exact messages for empty fields", async () => {
    await submit("", "", "");
    expect(await screen.findByText("Current password is required")).toBeInTheDocument();
    expect(screen.getByText("New password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Please confirm your new password")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a short new password and a confirmation that differs", async () => {
    await submit("old-pass", "12345", "54321");
    expect(await screen.findByText("New password must be at least 6 characters")).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends only the current and new password, toasts and resets on success", async () => {
    fetchMock.mockReturnValue(answer(200, { success: true, message: "Password changed successfully" }));
    await submit("Old-Pass-1", "New-Pass-22", "New-Pass-22");
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Password changed successfully", { description: "Your password has been updated" }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/change-password",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ currentPassword: "Old-Pass-1", newPassword: "New-Pass-22" }) }),
    );
    await waitFor(() => expect(screen.getByLabelText("Current Password")).toHaveValue(""));
    expect(screen.getByLabelText("Confirm New Password")).toHaveValue("");
  });

  it("shows the server's message when the current password is wrong", async () => {
    fetchMock.mockReturnValue(
      answer(400, { message: "Current password is incorrect", errors: { currentPassword: "Current password is incorrect" } }),
    );
    await submit("wrong-pass", "New-Pass-22", "New-Pass-22");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to change password", { description: "Current password is incorrect" }),
    );
    expect(await screen.findByText("Current password is incorrect")).toBeInTheDocument();
  });

  it("falls back to the default text when the server sends no message", async () => {
    fetchMock.mockReturnValue(
      Promise.resolve({ ok: false, status: 400, statusText: "", json: () => Promise.reject(new Error("no body")) } as unknown as Response),
    );
    await submit("wrong-pass", "New-Pass-22", "New-Pass-22");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to change password", expect.objectContaining({ description: expect.any(String) })),
    );
  });

  it("reports a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await submit("Old-Pass-1", "New-Pass-22", "New-Pass-22");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Network error. Please try again." }));
  });
});
