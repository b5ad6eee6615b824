import "server-only";
import { Body, Button, Container, Head, Hr, Html, Preview, Section, Text } from "@react-email/components";
import { createRequire } from "node:module";
import path from "node:path";
import type { CSSProperties, ReactElement } from "react";
import type { MailBlock, MailContent } from "./content";

/*
 * The HTML part: one narrow column that fits a phone (no fixed widths; long
 * addresses wrap), inline styles only, as mail apps drop style sheets. Every
 * string goes in as React text, so it is escaped: a name like
 * "<script> & Co" shows as typed and is never markup.
 */
const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
const styles = {
  body: { backgroundColor: "#f4f5f7", margin: 0, padding: "16px 0", fontFamily: font, color: "#1f2933" },
  container: {
    backgroundColor: "#ffffff",
    maxWidth: "600px",
    width: "100%",
    padding: "24px",
    boxSizing: "border-box",
    borderRadius: "6px",
  },
  text: { fontSize: "15px", lineHeight: "22px", margin: "0 0 14px", overflowWrap: "anywhere" },
  label: { fontWeight: 600 },
  fact: { fontSize: "15px", lineHeight: "22px", margin: "0 0 4px", overflowWrap: "anywhere" },
  heading: { fontSize: "15px", lineHeight: "22px", fontWeight: 600, margin: "0 0 6px" },
  item: { borderTop: "1px solid #e4e7eb", padding: "8px 0" },
  itemTitle: { fontSize: "15px", lineHeight: "22px", fontWeight: 600, margin: 0, overflowWrap: "anywhere" },
  itemDetail: { fontSize: "14px", lineHeight: "20px", color: "#3e4c59", margin: 0, overflowWrap: "anywhere" },
  quote: {
    fontSize: "15px",
    lineHeight: "22px",
    margin: "0 0 14px",
    padding: "8px 12px",
    borderLeft: "3px solid #cbd2d9",
    backgroundColor: "#f5f7fa",
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  },
  button: {
    backgroundColor: "#1d4ed8",
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
    padding: "10px 18px",
    borderRadius: "4px",
  },
  url: { fontSize: "13px", lineHeight: "18px", color: "#52606d", margin: "8px 0 0", overflowWrap: "anywhere", wordBreak: "break-all" },
  hr: { borderColor: "#e4e7eb", margin: "8px 0 14px" },
} satisfies Record<string, CSSProperties>;

function Block({ block }: { block: MailBlock }) {
  switch (block.type) {
    case "text":
      return <Text style={styles.text}>{block.text}</Text>;
    case "facts":
      return (
        <Section style={{ margin: "0 0 14px" }}>
          {block.rows.map((r) => (
            <Text key={r.label} style={styles.fact}>
              <span style={styles.label}>{r.label}:</span> {r.value}
            </Text>
          ))}
        </Section>
      );
    case "items":
      return (
        <Section style={{ margin: "0 0 14px" }}>
          <Text style={styles.heading}>{block.heading}</Text>
          {block.items.map((item, i) => (
            <Section key={i} style={styles.item}>
              <Text style={styles.itemTitle}>{item.title}</Text>
              {item.details.map((d, j) => (
                <Text key={j} style={styles.itemDetail}>
                  {d}
                </Text>
              ))}
            </Section>
          ))}
        </Section>
      );
    case "quote":
      return (
        <Section>
          <Text style={styles.heading}>{block.label}</Text>
          <Text style={styles.quote}>{block.text}</Text>
        </Section>
      );
    case "action":
      return (
        <Section style={{ margin: "4px 0 18px" }}>
          <Button href={block.url} style={styles.button}>
            {block.label}
          </Button>
          <Text style={styles.url}>{block.url}</Text>
        </Section>
      );
    case "signature":
      return (
        <>
          <Hr style={styles.hr} />
          <Text style={styles.text}>{block.text}</Text>
        </>
      );
  }
}

function Mail({ content }: { content: MailContent }) {
  const preview = content.preview ?? content.blocks.find((b) => b.type === "text")?.text;
  return (
    <Html lang="en">
      <Head>
        <title>{content.subject}</title>
      </Head>
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={styles.body}>
        <Container style={styles.container}>
          {content.blocks.map((b, i) => (
            <Block key={i} block={b} />
          ))}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * react-dom/server, loaded by Node itself. Next bundles route handlers against
 * React's server-components build, which react-dom/server cannot render with
 * (the build refuses the import); Node's own require gives the package's
 * regular build, with the React it was made for. The mail's elements are plain
 * data that any React 19 renders, and the components hold no state.
 * (@react-email/render does the same through import(), which Jest's CommonJS
 * runtime refuses.)
 */
const nodeRequire = createRequire(path.join(process.cwd(), "package.json"));
let server: { renderToStaticMarkup(element: ReactElement): string } | undefined;

const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderHtml(content: MailContent): string {
  server ??= nodeRequire("react-dom/server") as NonNullable<typeof server>;
  return `${DOCTYPE}${server.renderToStaticMarkup(<Mail content={content} />)}`;
}
