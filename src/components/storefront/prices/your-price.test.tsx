import { render, screen } from "@testing-library/react";
import { YourPrice } from "./your-price";

/**
 * The overlay asks once per product per page; a client-side navigation keeps
 * the module (and what it knew), so it must ask again on the next page: a
 * price the supplier set meanwhile, or a company set up after a 403, shows
 * without a reload.
 */

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  document.cookie = "buyer-signed-in=1; Path=/";
});

it("asks once on a page, and again for the same product after a client-side navigation", async () => {
  window.history.pushState(null, "", "/products/film");
  fetchMock.mockResolvedValueOnce(answer(200, { prices: {} }));
  const first = render(<YourPrice productId={7} />);
  await new Promise((r) => setTimeout(r, 20));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0][0]).toBe("/api/account/prices?ids=7");
  expect(screen.queryByText(/Your price/)).toBeNull();
  first.unmount();

  // Mounted again on the same page (a re-render, a second card): nothing more asked.
  const again = render(<YourPrice productId={7} />);
  await new Promise((r) => setTimeout(r, 20));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  again.unmount();

  // The supplier sets the price; the buyer navigates in the app to the search results.
  window.history.pushState(null, "", "/search?q=film");
  fetchMock.mockResolvedValueOnce(
    answer(200, { prices: { "7": { unitPrice: "8.75", breaks: [{ minQuantity: 100, unitPrice: "8.25" }] } } }),
  );
  render(<YourPrice productId={7} />);
  expect(await screen.findByText("Your price: $8.75")).toBeInTheDocument();
  expect(screen.getByText("Breaks: 100+ $8.25")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("stops asking on a page after a 403 (no company yet), and asks again on the next page", async () => {
  window.history.pushState(null, "", "/categories/film");
  fetchMock.mockResolvedValueOnce(answer(403, { message: "Set up your company first" }));
  const first = render(<YourPrice productId={21} />);
  await new Promise((r) => setTimeout(r, 20));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  first.unmount();
  render(<YourPrice productId={22} />);
  await new Promise((r) => setTimeout(r, 20));
  expect(fetchMock).toHaveBeenCalledTimes(1);

  // The buyer sets up the company (a refresh in the app, no page load) and opens a product.
  window.history.pushState(null, "", "/products/other-film");
  fetchMock.mockResolvedValueOnce(answer(200, { prices: { "22": { unitPrice: "3.10", breaks: [] } } }));
  render(<YourPrice productId={22} />);
  // The one still mounted from the page before (as the cart's lines stay) shows the answer too.
  expect(await screen.findAllByText("Your price: $3.10")).toHaveLength(2);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
