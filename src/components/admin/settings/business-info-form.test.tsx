import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import { swrConfig } from "@/hooks/admin/api";
import { useSettings, type SettingsMap } from "@/hooks/admin/use-settings";
import { BUSINESS_KEYS, IMAGE_KEYS } from "@/lib/validation/settings";
import { BusinessInfoForm } from "./business-info-form";

jest.mock("sonner", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    json: () => Promise.resolve(body),
    text: () => Promise.resolve(JSON.stringify(body)),
  } as Response);

const settings = {
  business_name: "US Plastic Supply Co.",
  business_phone: "(732) 555-0148",
  business_email: "sales@example.com",
  business_address: "",
  business_hours: "",
  business_description: "",
  ...Object.fromEntries(IMAGE_KEYS.map((k) => [k, ""])),
} as SettingsMap;

beforeEach(() => {
  jest.clearAllMocks();
  fetchMock.mockImplementation(() => answer(200, []));
  global.fetch = fetchMock;
});

const writes = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method);

/** Stands for the settings screen, which keeps the settings list loaded. */
function SettingsReader() {
  useSettings();
  return null;
}

function setup() {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <SettingsReader />
      <BusinessInfoForm settings={settings} />
    </SWRConfig>,
  );
  return user;
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Save Business Information" }));

describe("BusinessInfoForm", () => {
  it("shows the maxima messages and sends nothing", async () => {
    const user = setup();
    const fill = async (label: string, text: string) => {
      const el = screen.getByLabelText(label);
      await user.clear(el);
      await user.click(el);
      await user.paste(text);
    };
    await fill("Business Name", "x".repeat(101));
    await fill("Phone Number", "1".repeat(21));
    await fill("Email Address", `${"a".repeat(95)}@example.com`);
    await fill("Business Address", "a".repeat(501));
    await fill("Business Hours", "h".repeat(301));
    await fill("Business Description", "d".repeat(3001));
    await save(user);
    expect(await screen.findByText("Business name too long")).toBeInTheDocument();
    expect(screen.getByText("Phone number too long")).toBeInTheDocument();
    expect(screen.getByText("Email too long")).toBeInTheDocument();
    expect(screen.getByText("Address too long")).toBeInTheDocument();
    expect(screen.getByText("Business hours too long")).toBeInTheDocument();
    expect(screen.getByText("Description too long")).toBeInTheDocument();
    expect(screen.getByLabelText("Business Name")).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toHaveLength(0);
  });

  it("requires a business name", async () => {
    const user = setup();
    await user.clear(screen.getByLabelText("Business Name"));
    await save(user);
    expect(await screen.findByText("Business name is required")).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it("saves with one PUT per field, all six sent, blank as empty text", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === "PUT" ? answer(200, { key: url.split("/").pop(), value: "" }) : answer(200, []),
    );
    const user = setup();
    await user.clear(screen.getByLabelText("Phone Number"));
    await user.type(screen.getByLabelText("Phone Number"), "  (800) 555-0100 ");
    await save(user);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Business information updated successfully"));
    const puts = writes();
    expect(puts.map(([url]) => url).sort()).toEqual(BUSINESS_KEYS.map((k) => `/api/admin/settings/${k}`).sort());
    const body = (key: string) => JSON.parse(String((puts.find(([url]) => url === `/api/admin/settings/${key}`)?.[1] as RequestInit).body));
    expect(body("business_phone")).toEqual({ value: "(800) 555-0100" });
    expect(body("business_address")).toEqual({ value: "" });
    // The settings list is refetched after the save (once on mount, once after).
    const reads = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === "/api/admin/settings" && !(init as RequestInit | undefined)?.method);
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it("toasts the failure text when a field is refused", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) =>
      init?.method === "PUT" && url.endsWith("business_phone")
        ? answer(400, { message: "Phone number too long", errors: { value: "Phone number too long" } })
        : answer(200, init?.method === "PUT" ? {} : []),
    );
    const user = setup();
    await save(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to update business information", expect.anything()));
    expect(await screen.findByText("Phone number too long")).toBeInTheDocument();
  });
});
