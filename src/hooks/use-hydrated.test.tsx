import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useHydrated } from "./use-hydrated";

function Probe() {
  return <button disabled={!useHydrated()}>Go</button>;
}

test("false in the server's HTML, true once rendered in the browser", () => {
  expect(renderToString(<Probe />)).toContain("disabled");
  render(<Probe />);
  expect(screen.getByRole("button", { name: "Go" })).toBeEnabled();
});
