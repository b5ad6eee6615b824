import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ProfileForm } from "./profile-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, statusText: "", json: () => Promise.resolve(body) } as Response);

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  global.fetch = fetchMock;
});

function setup() {
  const user = userEvent.setup();
  render(<ProfileForm profile={{ username: "admin", email: "admin@example.com" }} />);
  return user;
}

describe("ProfileForm", () => {
  it("shows the exact messages", async () => {
    const user = setup();
    await user.clear(screen.getByLabelText("Username"));
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Valid email is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves, keeps the browser copy of the admin and toasts", async () => {
    fetchMock.mockImplementation((url: string) =>
      url === "/api/admin/update-profile"
        ? answer(200, { success: true, admin: { username: "boss", email: "boss@example.com" }, message: "Profile updated successfully" })
        : answer(200, { admin: { username: "boss", email: "boss@example.com" } }),
    );
    const user = setup();
    await user.clear(screen.getByLabelText("Username"));
    await user.type(screen.getByLabelText("Username"), "boss");
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "boss@example.com");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully"));
    expect(JSON.parse(localStorage.getItem("adminUser") ?? "null")).toEqual({ username: "boss", email: "boss@example.com" });
  });

  it("shows the server's message for a taken username", async () => {
    fetchMock.mockReturnValue(
      answer(409, { message: "This username is already taken", errors: { username: "This username is already taken" } }),
    );
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to update profile", { description: "This username is already taken" }),
    );
    expect(await screen.findByText("This username is already taken")).toBeInTheDocument();
    expect(localStorage.getItem("adminUser")).toBeNull();
  });

  it("reports a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Network error. Please try again." }));
  });
});
