import { renderPolicyMarkdown } from "./markdown";

jest.mock("server-only", () => ({}));

test("Markdown becomes headings, lists, emphasis and safe links", () => {
  const html = renderPolicyMarkdown(
    "## Payment\n\n- **Net 30** for approved companies\n- See [our returns](/returns) or [mail us](mailto:sales@example.com)\n",
  );
  expect(html).toContain("<h2>Payment</h2>");
  expect(html).toContain("<li><strong>Net 30</strong> for approved companies</li>");
  expect(html).toContain('<a href="/returns">our returns</a>');
  expect(html).toContain('<a href="mailto:sales@example.com">mail us</a>');
});

test("raw HTML is shown as text, never run", () => {
  const html = renderPolicyMarkdown(
    'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">x</a>',
  );
  expect(html).not.toMatch(/<script|<img|<a /i);
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
});

test("a javascript: or data: link keeps its text and loses its address; attributes cannot be broken out of", () => {
  const html = renderPolicyMarkdown(
    '[click](javascript:alert(1)) [data](data:text/html,x) ![pic](javascript:x) [ok](https://example.com/a"onmouseover="x)',
  );
  expect(html).not.toContain("javascript:");
  expect(html).not.toContain("data:text");
  expect(html).toContain("click");
  expect(html).not.toMatch(/"\s*onmouseover=/);
});
