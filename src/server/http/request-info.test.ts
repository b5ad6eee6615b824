/** @jest-environment node */
/**
 * Which X-Forwarded-For entry is the client for rate limits. http-server/index.mjs
 * appends the address of the socket it accepted, so the header the app sees
 * ends with that, preceded by what each trusted proxy appended; anything
 * further left may have been written by the client.
 */
import { clientAddress } from "./request-info";

describe("clientAddress (TRUST_PROXY hops)", () => {
  test("0 hops: the socket address, whatever the client put in the header", () => {
    expect(clientAddress("203.0.113.9", 0)).toBe("203.0.113.9");
    expect(clientAddress("6.6.6.6, 203.0.113.9", 0)).toBe("203.0.113.9");
  });

  test("1 hop: the address the proxy appended; spoofed entries to its left never count", () => {
    // client sent "6.6.6.6", the proxy appended the client's 198.51.100.7, the app's socket is the proxy's 10.0.0.2
    expect(clientAddress("6.6.6.6, 198.51.100.7, 10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddress("1.1.1.1,2.2.2.2 , 6.6.6.6,198.51.100.7,10.0.0.2", 1)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7, 10.0.0.2", 1)).toBe("198.51.100.7");
  });

  test("2 hops (load balancer, then a proxy): the address the first of them appended", () => {
    expect(clientAddress("6.6.6.6, 7.7.7.7, 198.51.100.7, 10.0.0.3, 10.0.0.2", 2)).toBe("198.51.100.7");
    expect(clientAddress("198.51.100.7, 10.0.0.3, 10.0.0.2", 2)).toBe("198.51.100.7");
  });

  test("fewer entries than hops (a request that bypassed a proxy): the farthest one there is", () => {
    expect(clientAddress("10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("198.51.100.7, 10.0.0.2", 3)).toBe("198.51.100.7");
  });

  test("no header: unknown", () => {
    expect(clientAddress(null, 1)).toBe("unknown");
    expect(clientAddress(" , ", 0)).toBe("unknown");
  });
});
