import { checkLiteralHost, isPrivateAddress, RefusedAddressError } from "./address";

test.each([
  "127.0.0.1",
  "127.255.0.1",
  "10.1.2.3",
  "172.16.0.1",
  "172.31.255.255",
  "192.168.1.1",
  "169.254.169.254",
  "100.64.0.1",
  "0.0.0.0",
  "224.0.0.1",
  "255.255.255.255",
  "::",
  "::1",
  "::ffff:127.0.0.1",
  "::ffff:7f00:1",
  "::ffff:10.0.0.1",
  "64:ff9b::a00:1",
  "2002:7f00:1::",
  "fc00::1",
  "fd12:3456::1",
  "fe80::1",
  "fe80::1%eth0",
  "ff02::1",
  "not an address",
])("%s is refused", (address) => {
  expect(isPrivateAddress(address)).toBe(true);
});

test.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "192.169.0.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"])(
  "%s is a public address",
  (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  },
);

test("an IP-literal host is refused before any connection, IPv6 in brackets too", () => {
  expect(() => checkLiteralHost("127.0.0.1")).toThrow(RefusedAddressError);
  expect(() => checkLiteralHost("[::1]")).toThrow("::1 is a private, loopback or link-local address");
  expect(() => checkLiteralHost("[::ffff:a9fe:a9fe]")).toThrow(RefusedAddressError);
  expect(() => checkLiteralHost("example.com")).not.toThrow();
  expect(() => checkLiteralHost("8.8.8.8")).not.toThrow();
});
