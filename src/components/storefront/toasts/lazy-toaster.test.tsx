import { act, render, screen } from "@testing-library/react";
import { LazyToaster } from "./lazy-toaster";
import { toast } from "@/lib/toast";

describe("LazyToaster", () => {
  it("renders nothing until the first toast, then mounts Sonner and shows that toast and the next", async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector("[data-sonner-toaster], section[aria-live]")).toBeNull();

    act(() => toast.success("Added to Cart", { description: "PE Stretch Film has been added to your cart." }));
    // Sonner is loaded on that first toast: on a busy machine the import alone can take longer than findBy's 1 s.
    expect(await screen.findByText("Added to Cart", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("PE Stretch Film has been added to your cart.")).toBeInTheDocument();
    // The live region came first, so screen readers announce the message.
    expect(document.querySelector('section[aria-live="polite"]')).not.toBeNull();

    act(() => toast.error("Quote request not sent", { description: "Network error. Please try again." }));
    expect(await screen.findByText("Quote request not sent")).toBeInTheDocument();
  });
});
