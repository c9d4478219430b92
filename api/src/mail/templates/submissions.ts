import { emailLink } from "./email-link";
import { escapeHtml, htmlLink } from "./escape";
import { absoluteUrl } from "./format";
import { factList, htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";

/** A message from the contact form, as stored. */
export interface ContactEmailFacts {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** An artwork request, as stored, with each uploaded file's name and site path (or full URL). */
export interface ArtworkEmailFacts {
  number: number;
  name: string;
  email: string;
  teamName: string;
  productsInterested: string;
  orderingItems: string;
  artworkDetails: string;
  files: { name: string; url: string }[];
}

/** The store's copy of a contact message; sent with the customer as Reply-To, so "Reply" answers them. */
export function contactReceivedForStore(submission: ContactEmailFacts): RenderedEmail {
  const facts = factList([
    ["Name", submission.name],
    ["E-mail", submission.email],
    ["Phone", submission.phone || "(not given)"],
  ]);
  return {
    subject: oneLine(`Contact form: message from ${submission.name}`),
    text: textEmail([
      "A visitor wrote through the contact form.",
      "",
      ...facts.text,
      "",
      "Message:",
      submission.message,
      "",
      "Reply to this e-mail to answer them.",
    ]),
    html: htmlEmail(
      "New contact message",
      [
        facts.html,
        htmlParagraph(submission.message),
        htmlParagraph("Reply to this e-mail to answer them."),
      ].join("\n"),
    ),
  };
}

/** The store's copy of an artwork request, with absolute links to the uploaded files. */
export function artworkReceivedForStore(
  submission: ArtworkEmailFacts,
  site: { publicUrl: string },
): RenderedEmail {
  const facts = factList([
    ["Reference", `A-${submission.number}`],
    ["Name", submission.name],
    ["E-mail", submission.email],
    ["Team", submission.teamName],
    ["Products", submission.productsInterested],
    ["Ordering", submission.orderingItems || "(not given)"],
  ]);
  const files = submission.files.map((file) => ({
    name: file.name,
    url: absoluteUrl(site.publicUrl, file.url),
  }));
  const admin = emailLink(
    absoluteUrl(site.publicUrl, "/admin/custom-artwork-submissions"),
    "See all artwork requests",
  );
  return {
    subject: oneLine(
      `Artwork request A-${submission.number} from ${submission.name} (${submission.teamName})`,
    ),
    text: textEmail([
      "A customer sent a custom artwork request.",
      "",
      ...facts.text,
      "",
      "Artwork details:",
      submission.artworkDetails,
      "",
      files.length > 0 ? "Files:" : "Files: none uploaded",
      ...files.map((file) => `- ${file.name}: ${file.url}`),
      "",
      ...admin.text,
      "",
      "Reply to this e-mail to answer the customer.",
    ]),
    html: htmlEmail(
      "New artwork request",
      [
        facts.html,
        `<p style="margin:0 0 8px;font-weight:bold">Artwork details</p>`,
        htmlParagraph(submission.artworkDetails),
        files.length > 0
          ? `<p style="margin:0 0 8px;font-weight:bold">Files</p>\n<ul style="margin:0 0 16px;padding-left:20px">\n${files.map((file) => `<li>${htmlLink(file.url, file.name)}</li>`).join("\n")}\n</ul>`
          : htmlParagraph("No files uploaded."),
        admin.html,
        htmlParagraph("Reply to this e-mail to answer the customer."),
      ].join("\n"),
    ),
  };
}

/** The customer's copy of their artwork request: its reference, what they sent, what comes next, their link. */
export interface ArtworkReceiptFacts extends ArtworkEmailFacts {
  /** "A-3001". */
  reference: string;
  /** The customer's private page, absolute. */
  reviewUrl: string;
}

/** What happens after a request, in the order the artwork page's "What Happens Next" tells it. */
export const ARTWORK_NEXT_STEPS = [
  "Review & Assessment: our design team reads your request and looks over your files.",
  "Customization & Quote: we send a design proof with a clear quote to your private page, and e-mail you when it is there.",
  "Approval & Production: approve the proof or ask for changes on that page; nothing is made until you approve.",
] as const;

/** The customer's receipt: reference number, what they sent (file names, not links), next steps, their link. */
export function artworkReceivedForCustomer(request: ArtworkReceiptFacts): RenderedEmail {
  const facts = factList([
    ["Reference", request.reference],
    ["Team", request.teamName],
    ["Products", request.productsInterested],
    ...(request.orderingItems ? [["Ordering", request.orderingItems] as const] : []),
    ["Files", request.files.length > 0 ? request.files.map((f) => f.name).join(", ") : "None"],
  ]);
  const keep =
    "Keep this e-mail: the link is private to you and opens your request, its proofs and our messages.";
  const link = emailLink(request.reviewUrl, "See your request");
  return {
    subject: oneLine(`We received your artwork request (${request.reference})`),
    text: textEmail([
      `Hello ${request.name},`,
      "",
      `Thank you for your custom artwork request for ${request.teamName}. Your reference number is ${request.reference}.`,
      "",
      ...facts.text,
      "",
      "Artwork details:",
      request.artworkDetails,
      "",
      "What happens next:",
      ...ARTWORK_NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
      "",
      ...link.text,
      "",
      keep,
    ]),
    html: htmlEmail(
      `We received your artwork request ${request.reference}`,
      [
        htmlParagraph(`Hello ${request.name},`),
        htmlParagraph(
          `Thank you for your custom artwork request for ${request.teamName}. Your reference number is ${request.reference}.`,
        ),
        facts.html,
        `<p style="margin:0 0 8px;font-weight:bold">Artwork details</p>`,
        htmlParagraph(request.artworkDetails),
        `<p style="margin:0 0 8px;font-weight:bold">What happens next</p>`,
        `<ol style="margin:0 0 16px;padding-left:20px;line-height:1.5">\n${ARTWORK_NEXT_STEPS.map((step) => `<li>${escapeHtml(step)}</li>`).join("\n")}\n</ol>`,
        link.html,
        htmlParagraph(keep),
      ].join("\n"),
    ),
  };
}
