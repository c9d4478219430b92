import { storeContact, storeLocation } from "@store/db/catalogue";
import { describe, expect, it } from "vitest";
import { storeAddressText, storeHoursText, storeInfo, storeMapsHref } from "./store-info";

describe("store info", () => {
  it("writes the address on one line, as a map search needs it", () => {
    expect(storeAddressText).toBe("1105 7th Street N, Clanton, AL 35045");
  });

  it("opens the address in a map app over https, with the address encoded", () => {
    const url = new URL(storeMapsHref);
    expect(url.protocol).toBe("https:");
    expect(url.searchParams.get("query")).toBe(storeAddressText);
  });

  it("gives the phone and e-mail the server's refusals give (a closed quote's page)", () => {
    expect({ email: storeInfo.email, phone: storeInfo.phone, phoneHref: storeInfo.phoneHref }).toEqual(
      storeContact,
    );
  });

  it("gives the name and address the server prints on packing slips and invoices", () => {
    expect({ name: storeInfo.name, address: storeInfo.address }).toEqual(storeLocation);
  });

  it("gives the spec's store hours", () => {
    expect(storeHoursText).toBe("Mon-Fri 9:00 AM-7:00 PM; Sat 9:00 AM-6:00 PM; Sun 12:00 PM-5:00 PM");
  });
});
