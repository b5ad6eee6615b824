/** @jest-environment node */
import type { IncomingMessage } from "node:http";
import { checkRouterStateParser, hasMalformedRouterState, MINIMAL_ROUTER_STATE, ROUTER_STATE_HEADER } from "./router-state.mjs";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

beforeAll(() => checkRouterStateParser());

test("Next's own parser still accepts a real router state and refuses a malformed one (checked at start-up too)", () => {
  expect(() => checkRouterStateParser()).not.toThrow();
});

test("an RSC request whose router state Next cannot parse is malformed: not JSON, a bad %-escape, the wrong shape, too large", () => {
  for (const header of ["x", "%E0%A4%A", encodeURIComponent("[]"), encodeURIComponent('{"children":[]}'), "a".repeat(40_001)])
    expect(hasMalformedRouterState(request({ rsc: "1", [ROUTER_STATE_HEADER]: header }))).toBe(true);
});

test("a real navigation's router state, or none at all, passes; a page request without the RSC header is Next's to answer", () => {
  // As Chromium sent it on a filter click from /categories/pe-stretch-film/filter (Next 16).
  const navigation = encodeURIComponent(
    JSON.stringify([
      "",
      {
        children: [
          "(storefront)",
          {
            children: [
              "categories",
              {
                children: [
                  ["slug", "pe-stretch-film", "d", null],
                  { children: ["filter", { children: ["__PAGE__", {}, null, null, 24738] }, null, null, 24674] },
                  null,
                  null,
                  24674,
                ],
              },
              null,
              null,
              24642,
            ],
          },
          null,
          null,
          24578,
        ],
      },
      null,
      null,
      24594,
    ]),
  );
  expect(hasMalformedRouterState(request({ rsc: "1", [ROUTER_STATE_HEADER]: navigation }))).toBe(false);
  expect(hasMalformedRouterState(request({ rsc: "1", [ROUTER_STATE_HEADER]: MINIMAL_ROUTER_STATE }))).toBe(false);
  expect(hasMalformedRouterState(request({ rsc: "1" }))).toBe(false);
  expect(hasMalformedRouterState(request({ [ROUTER_STATE_HEADER]: "x" }))).toBe(false);
});
