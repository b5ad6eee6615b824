import { Fragment } from "react";
import { paragraphsOf } from "@/lib/paragraphs";

/** A product's description as the admin wrote it: its paragraphs and line breaks kept, its text always text. */
export function ProductDescription({ text }: { text: string }) {
  return (
    <div data-testid="product-description" className="flex flex-col gap-3 leading-relaxed text-muted-foreground">
      {paragraphsOf(text).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
