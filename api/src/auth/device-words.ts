import { BlockList, isIP } from "node:net";
import Bowser from "bowser";

/**
 * A session's device in words ("Chrome on Windows"), read from the User-Agent it signed in with.
 * A browser we cannot name (a script, a tool) shows the start of what it sent instead.
 */
export function deviceWords(userAgent: string | null | undefined): string {
  const sent = userAgent?.trim();
  if (!sent) return "Unknown device";
  const parsed = Bowser.parse(sent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser || system) as string;
  return sent.split(/\s/)[0]?.slice(0, 40) || "Unknown device";
}

// Offline on purpose: a geo-IP database would be a large download with its own licence, and an
// online look-up would send staff's addresses elsewhere. Loopback and private ranges are named.
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
privateRanges.addSubnet("fc00::", 7, "ipv6");
privateRanges.addSubnet("fe80::", 10, "ipv6");

/** An IPv4 address written in IPv6 form (`::ffff:10.0.0.5`) read as the IPv4 address it is. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** Where a session signed in from, in words: "This computer", "Local network" or the address. */
export function placeWords(address: string | null | undefined): string {
  if (!address) return "Unknown place";
  const ip = plain(address.trim());
  const family = isIP(ip);
  if (family === 0) return ip === "local" ? "This computer" : ip;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopback.check(ip, type)) return "This computer";
  if (privateRanges.check(ip, type)) return "Local network";
  return ip;
}
