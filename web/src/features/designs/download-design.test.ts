// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type DownloadEnvironment, downloadDesignFile } from "./download-design";

function environment(fetchResult: () => Promise<Response>) {
  const clicks: { href: string; download: string }[] = [];
  const env: DownloadEnvironment = {
    fetch: vi.fn(fetchResult),
    document,
    open: vi.fn(),
    createObjectURL: vi.fn(() => "blob:design"),
    revokeObjectURL: vi.fn(),
  };
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
  return { env, clicks };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("downloadDesignFile", () => {
  it("saves the fetched file under the given name and frees the blob later", async () => {
    vi.useFakeTimers();
    const { env, clicks } = environment(async () => new Response("<svg/>", { status: 200 }));
    await expect(
      downloadDesignFile("/images/designs/design-1.svg", "diamond-fury-design-1.svg", env),
    ).resolves.toBe("saved");
    expect(env.fetch).toHaveBeenCalledWith("/images/designs/design-1.svg");
    expect(clicks).toEqual([{ href: "blob:design", download: "diamond-fury-design-1.svg" }]);
    expect(document.querySelector("a[download]")).toBeNull();
    expect(env.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(env.revokeObjectURL).toHaveBeenCalledWith("blob:design");
    expect(env.open).not.toHaveBeenCalled();
  });

  it("opens the file in a new tab when the server answers with an error", async () => {
    const { env, clicks } = environment(async () => new Response("gone", { status: 404 }));
    await expect(downloadDesignFile("/images/designs/x.svg", "x.svg", env)).resolves.toBe("opened");
    expect(env.open).toHaveBeenCalledWith("/images/designs/x.svg", "_blank", "noopener");
    expect(clicks).toEqual([]);
  });

  it("opens the file in a new tab when the network fails", async () => {
    const { env } = environment(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(downloadDesignFile("/images/designs/x.svg", "x.svg", env)).resolves.toBe("opened");
    expect(env.open).toHaveBeenCalledOnce();
  });
});
