import type { SmallFile } from "../../../http/file-response";
import type { PdfFile } from "../../../http/pdf-response";
import { absoluteUrl } from "../../../mail/templates/format";
import { qrPng, qrSvg } from "../../../qr/qr-code";
import { type Documented, defineOperation } from "../../define";
import { letterDocument, streamDocument } from "../../orders/printables/pdf-document";
import { privateLinkReads } from "../../parts";
import { storeRow } from "../coach/coach-data";
import { storeIdForCoachToken } from "../coach/coach-links";
import { coachTokenInput } from "../coach-schemas";
import { storePath } from "../emails/store-mails";
import { itemsOf } from "../store/store-items";
import { drawFlyer } from "./flyer";

const tag = "Team stores (coach)";
const pathParams = [{ name: "token", description: "The token at the end of the coach's private link." }];
const errors = [
  { status: 404, description: "The link is unknown or was replaced by a newer one (revoked)." },
];
// The same budget as the coach's page: the page's QR image is one more read of the link.
const rateLimit = privateLinkReads("coach-read");

type Ctx = Parameters<Parameters<typeof defineOperation>[0]["handler"]>[0]["ctx"];

/** The coach link's store and the families' link as an absolute address (what the code and flyer carry). */
async function shared(ctx: Ctx, token: string) {
  const store = await storeRow(ctx.db, await storeIdForCoachToken(ctx.db, token));
  return { store, url: absoluteUrl(ctx.mail.publicUrl, storePath(store.slug)) };
}

const qrFace = (kind: "svg" | "png") =>
  defineOperation({
    kind: "query",
    access: "public",
    input: coachTokenInput,
    rateLimit,
    handler: async ({ ctx, input }): Promise<SmallFile> => {
      const { url } = await shared(ctx, input.token);
      return kind === "svg"
        ? { body: await qrSvg(url), contentType: "image/svg+xml" }
        : { body: await qrPng(url), contentType: "image/png" };
    },
    rest: {
      method: "get",
      path: `/api/coach/{token}/qr.${kind}`,
      operationId: kind === "svg" ? "getCoachShareQrSvg" : "getCoachShareQrPng",
      summary: `The families' link of the coach's store as a QR code (${kind === "svg" ? "SVG, for the page" : "PNG, for e-mail"})`,
      tag,
      pathParams,
      errors,
      file: kind === "svg" ? "image/svg+xml" : "image/png",
    },
  });

const flyer = defineOperation({
  kind: "query",
  access: "public",
  input: coachTokenInput,
  rateLimit,
  handler: async ({ ctx, input }): Promise<PdfFile> => {
    const { store, url } = await shared(ctx, input.token);
    const items = await itemsOf(ctx.db, store.id);
    const doc = letterDocument(`${store.teamName} team store`);
    return {
      filename: `${store.slug}-flyer.pdf`,
      inline: true,
      stream: streamDocument(doc, [{ store, items, url }], drawFlyer),
    };
  },
  rest: {
    method: "get",
    path: "/api/coach/{token}/flyer.pdf",
    operationId: "getCoachShareFlyer",
    summary:
      "A printable flyer for the families (PDF, one Letter page, opened in place): team, what to order and at what price, the QR code and the link, the close date, pickup and payment",
    tag,
    pathParams,
    errors,
    pdf: true,
  },
});

/** The coach's share kit as files: REST only (bytes), like the batch printables. */
export const coachShareFiles: Documented[] = [
  { ...qrFace("svg"), name: "coach.shareQrSvg" },
  { ...qrFace("png"), name: "coach.shareQrPng" },
  { ...flyer, name: "coach.shareFlyerPdf" },
];
