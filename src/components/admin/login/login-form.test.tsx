import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { LoginForm } from "./login-form";

const replace = jest.fn();
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace, refresh, push: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();

function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response);
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  global.fetch = fetchMock;
});

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  render(<LoginForm />);
  if (username) await user.type(screen.getByLabelText("Username"), username);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginForm", () => {
  it("shows the exact messages for empty fields and sends nothing", async () => {
    await signIn("", "");
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Username")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("does not accept a username of spaces", async () => {
    await signIn("   ", "secret");
    expect(await screen.findByText("Username is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("on success stores the admin for display, toasts and goes to the dashboard", async () => {
    fetchMock.mockReturnValue(
      answer(200, { success: true, admin: { username: "admin", email: "a@example.com" }, message: "Login successful" }),
    );
    await signIn("admin", "Admin-Pass-1");
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/admin/dashboard"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/login",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ username: "admin", password: "Admin-Pass-1" }) }),
    );
    expect(JSON.parse(localStorage.getItem("adminUser") ?? "null")).toEqual({ username: "admin", email: "a@example.com" });
    expect(toast.success).toHaveBeenCalledWith("Login successful", { description: "Welcome to the admin dashboard" });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  });

  it("on failure shows the server's message", async () => {
    fetchMock.mockReturnValue(answer(429, { message: "Too many failed login attempts. Please try again later." }));
    await signIn("admin", "wrong");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Login failed", { description: "Too many failed login attempts. Please try again later." }),
    );
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem("adminUser")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("falls back to 'Invalid credentials' when the server gives no message", async () => {
    fetchMock.mockReturnValue(answer(401, null));
    await signIn("admin", "wrong");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Login failed", { description: "Invalid credentials" }));
  });

  it("reports a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await signIn("admin", "pw");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Login failed", { description: "Network error. Please try again." }));
  });
});
