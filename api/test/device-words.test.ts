import { describe, expect, it } from "vitest";
import { deviceWords, placeWords } from "../src/auth/device-words";

describe("a session's device and place in words", () => {
  it("names the browser and system a User-Agent says", () => {
    const words = {
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36":
        "Chrome on Windows",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15":
        "Safari on macOS",
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0": "Firefox on Linux",
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36":
        "Chrome on Android",
      "curl/8.5.0": "curl/8.5.0",
      "": "Unknown device",
    };
    for (const [userAgent, expected] of Object.entries(words))
      expect(deviceWords(userAgent), userAgent).toBe(expected);
    expect(deviceWords(null)).toBe("Unknown device");
  });

  it("says where from without any network look-up: this computer, the local network, or the address", () => {
    const places = {
      "127.0.0.1": "This computer",
      "::1": "This computer",
      "::ffff:127.0.0.1": "This computer",
      "10.1.2.3": "Local network",
      "172.20.0.5": "Local network",
      "192.168.1.40": "Local network",
      "::ffff:192.168.1.40": "Local network",
      "fd12:3456::1": "Local network",
      "fe80::1": "Local network",
      "172.32.0.1": "172.32.0.1",
      "203.0.113.9": "203.0.113.9",
      "2001:db8::7": "2001:db8::7",
    };
    for (const [address, expected] of Object.entries(places))
      expect(placeWords(address), address).toBe(expected);
    expect(placeWords(null)).toBe("Unknown place");
  });
});
