import { render, screen } from "@testing-library/react";
import { ProductDescription } from "./product-description";

describe("ProductDescription", () => {
  test("a blank line makes a paragraph and a line break a new line", () => {
    render(<ProductDescription text={"Strong cast film.\nCase of 4 rolls.\n\nMade in the USA."} />);
    const box = screen.getByTestId("product-description");
    const paragraphs = box.querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0].innerHTML).toBe("Strong cast film.<br>Case of 4 rolls.");
    expect(paragraphs[1].textContent).toBe("Made in the USA.");
  });

  test("markup in a description is shown as the characters typed", () => {
    render(<ProductDescription text={'Tough <script>alert("x")</script> <img src=x onerror=alert(1)>'} />);
    const box = screen.getByTestId("product-description");
    expect(box.querySelector("script, img")).toBeNull();
    expect(box.textContent).toBe('Tough <script>alert("x")</script> <img src=x onerror=alert(1)>');
  });
});
