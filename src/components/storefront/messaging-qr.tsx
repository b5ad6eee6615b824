/** The sales team's messaging-service QR code, on the home page's Contact Us and the contact page. */
export function MessagingQr() {
  return (
    <figure className="flex items-center gap-4 rounded-lg border bg-card p-4">
      {/* A plain <img>, as next/image rendered it unoptimized: next/image is a client component, and its script (with its loaders) was in the home and contact pages' first load for this one static picture. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img
        src="/images/qr-wechat.svg"
        alt="WeChat QR code to chat with our sales team"
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        style={{ color: "transparent" }}
        className="size-28 shrink-0 rounded-md border bg-white p-1 [image-rendering:pixelated]"
      />
      <figcaption className="text-sm">
        <span className="block font-semibold">Chat with us on WeChat</span>
        <span className="text-muted-foreground">Scan the code to message our sales team.</span>
      </figcaption>
    </figure>
  );
}
