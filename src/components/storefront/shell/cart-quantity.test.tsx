import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { CartQuantity } from "./cart-quantity";

/** A cart line's quantity as the cart keeps it: each valid number typed goes to the cart at once. */
function Line({ initial = 40 }: { initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <>
      <CartQuantity name="Poly Mailer" quantity={quantity} onQuantity={setQuantity} />
      <output data-testid="in-cart">{quantity}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: "Quantity of Poly Mailer" });

describe("CartQuantity: a refused quantity is reported, never changed silently", () => {
  it("typing 999999 keeps the quantity the line had, not the 99999 typed on the way, and says so", async () => {
    render(<Line />);
    await userEvent.tripleClick(field());
    await userEvent.keyboard("999999");
    expect(screen.getByRole("alert")).toHaveTextContent("Quantity must be a whole number from 1 to 100,000");
    await userEvent.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(field()).toHaveValue("40");
    expect(screen.getByTestId("in-cart")).toHaveTextContent("40");
    expect(screen.getByRole("alert")).toHaveTextContent("Kept at 40: “999999” is not a whole number from 1 to 100,000");
    expect(field()).toHaveAccessibleDescription("Kept at 40: “999999” is not a whole number from 1 to 100,000");
  });

  it("typing 0 is reported when the field is left", async () => {
    render(<Line initial={3} />);
    await userEvent.tripleClick(field());
    await userEvent.keyboard("0");
    await userEvent.tab();
    expect(field()).toHaveValue("3");
    expect(screen.getByRole("alert")).toHaveTextContent("Kept at 3: “0” is not a whole number from 1 to 100,000");
  });

  it("the report goes once the buyer types again, and a good quantity needs none", async () => {
    render(<Line />);
    await userEvent.tripleClick(field());
    await userEvent.keyboard("0");
    await userEvent.tab();
    expect(screen.getByRole("alert")).toBeInTheDocument();
    await userEvent.tripleClick(field());
    await userEvent.keyboard("12");
    await userEvent.tab();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByTestId("in-cart")).toHaveTextContent("12");
  });
});
