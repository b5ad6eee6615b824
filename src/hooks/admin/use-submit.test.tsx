import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { useSubmit } from "./use-submit";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Values = { name: string; slug: string };

type Options = Omit<Parameters<typeof useSubmit<Values, Values, string>>[2], "failure" | "fields" | "success">;

function setUp(action: (values: Values) => Promise<string>, options: Options = {}) {
  const success = jest.fn();
  const { result } = renderHook(() => {
    const form = useForm<Values>({ defaultValues: { name: "", slug: "" } });
    return { form, submit: useSubmit(form, action, { failure: "Not saved", fields: ["name", "slug"], success, ...options }) };
  });
  return { result, success };
}

beforeEach(() => jest.clearAllMocks());

it("hands the answer to success and toasts nothing", async () => {
  const { result, success } = setUp(async () => "saved");
  await act(() => result.current.submit({ name: "a", slug: "a" }));
  expect(success).toHaveBeenCalledWith("saved");
  expect(toast.error).not.toHaveBeenCalled();
});

it("on a refusal toasts the server's message and puts its field messages under the fields", async () => {
  const { result, success } = setUp(async () => {
    throw new ApiError(409, "Slug taken", { slug: "This slug is in use", other: "ignored" });
  });
  await act(() => result.current.submit({ name: "a", slug: "a" }));
  expect(toast.error).toHaveBeenCalledWith("Not saved", { description: "Slug taken" });
  expect(result.current.form.getFieldState("slug").error?.message).toBe("This slug is in use");
  expect(result.current.form.getFieldState("name").error).toBeUndefined();
  expect(success).not.toHaveBeenCalled();
});

it("takes any other failure for a network failure", async () => {
  const { result } = setUp(async () => {
    throw new TypeError("Failed to fetch");
  });
  await act(() => result.current.submit({ name: "a", slug: "a" }));
  expect(toast.error).toHaveBeenCalledWith("Not saved", { description: "Network error. Please try again." });
});

it("titles a network failure with networkFailure, and a refusal still with failure", async () => {
  const { result } = setUp(
    async (values) => {
      if (values.name === "offline") throw new ApiError(0, "Network error. Please try again.");
      throw new ApiError(400, "Slug taken");
    },
    { networkFailure: "Error" },
  );
  await act(() => result.current.submit({ name: "offline", slug: "a" }));
  expect(toast.error).toHaveBeenLastCalledWith("Error", { description: "Network error. Please try again." });
  await act(() => result.current.submit({ name: "a", slug: "a" }));
  expect(toast.error).toHaveBeenLastCalledWith("Not saved", { description: "Slug taken" });
});

it("with toastFieldErrors false, toasts only a refusal none of whose messages went under a field", async () => {
  const { result } = setUp(
    async (values) => {
      if (values.slug === "taken") throw new ApiError(409, "Slug taken", { slug: "This slug is in use" });
      throw new ApiError(409, "Name and slug taken", { other: "ignored" });
    },
    { toastFieldErrors: false },
  );
  await act(() => result.current.submit({ name: "a", slug: "taken" }));
  expect(result.current.form.getFieldState("slug").error?.message).toBe("This slug is in use");
  expect(toast.error).not.toHaveBeenCalled();
  await act(() => result.current.submit({ name: "a", slug: "b" }));
  expect(toast.error).toHaveBeenCalledWith("Not saved", { description: "Name and slug taken" });
});

it("with describeRefusals false, toasts a refusal without its message and a network failure with it", async () => {
  const { result } = setUp(
    async (values) => {
      if (values.name === "offline") throw new TypeError("Failed to fetch");
      throw new ApiError(400, "Slug taken", { slug: "This slug is in use" });
    },
    { describeRefusals: false },
  );
  await act(() => result.current.submit({ name: "a", slug: "a" }));
  expect(toast.error).toHaveBeenLastCalledWith("Not saved", { description: undefined });
  expect(result.current.form.getFieldState("slug").error?.message).toBe("This slug is in use");
  await act(() => result.current.submit({ name: "offline", slug: "a" }));
  expect(toast.error).toHaveBeenLastCalledWith("Not saved", { description: "Network error. Please try again." });
});
