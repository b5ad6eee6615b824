import "server-only";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a webhook may not go: a receiver's URL is typed by the admin, but a
 * name that resolves to this machine, the private network or a cloud's
 * metadata address (169.254.169.254) would turn the dispatcher into a way in.
 * Checked on every address a name resolves to, at each send, and the request
 * connects to the address checked (no second lookup a rebinding DNS server
 * could answer differently).
 */
// Two lists: one BlockList holding both families matches IPv4 addresses against the IPv6 rules too.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
const V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const V6: [string, number][] = [
  ["::", 128],
  ["::1", 128],
  // IPv4 inside IPv6 (mapped, compatible, NAT64, 6to4) could carry any of the above: none is a public receiver's only address.
  ["::", 96],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["2002::", 16],
  ["100::", 64], // discard
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
];
for (const [net, prefix] of V4) blockedV4.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of V6) blockedV6.addSubnet(net, prefix, "ipv6");

/** True for an address no webhook may be sent to. Not an address at all counts as refused. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, "ipv4");
  if (family === 6) return blockedV6.check(address.replace(/%.*$/, ""), "ipv6");
  return true;
}

export class RefusedAddressError extends Error {}

/** A host name in a URL, without IPv6's brackets. */
export const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1");

/** Refuses an IP-literal host at once (Node connects to one without any lookup). */
export function checkLiteralHost(hostname: string): void {
  const host = bareHost(hostname);
  if (isIP(host) && isPrivateAddress(host)) throw new RefusedAddressError(`${host} is a private, loopback or link-local address`);
}

/** A `lookup` for http.request: resolves every address, refuses the lot if any one is private, and hands the checked ones on. */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    const bad = addresses.find((a) => isPrivateAddress(a.address));
    if (bad) {
      const refusal = new RefusedAddressError(`${hostname} resolves to ${bad.address}, a private, loopback or link-local address`);
      return callback(refusal as NodeJS.ErrnoException, "", 0);
    }
    if (addresses.length === 0) return callback(new Error(`${hostname} has no address`) as NodeJS.ErrnoException, "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
