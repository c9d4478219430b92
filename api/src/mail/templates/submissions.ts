import { emailLink } from "./email-link";
import { escapeHtml, htmlLink } from "./escape";
import { absoluteUrl } from "./format";
import {
  type HtmlRow,
  htmlEmail,
  htmlFacts,
  htmlParagraph,
  oneLine,
  type RenderedEmail,
  textEmail,
} from "./layout";

/** A message from the contact form, as stored. */
export interface ContactEmailFacts {
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** An artwork request, as stored, with each uploaded file's name and site path (or full URL). */
export interface ArtworkEmailFacts {
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
  const rows: [string, string][] = [
    ["Name", submission.name],
    ["E-mail", submission.email],
    ["Phone", submission.phone || "(not given)"],
  ];
  return {
    subject: oneLine(`Contact form: message from ${submission.name}`),
    text: textEmail([
      "A visitor wrote through the contact form.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      "Message:",
      submission.message,
      "",
      "Reply to this e-mail to answer them.",
    ]),
    html: htmlEmail(
      "New contact message",
      [
        htmlFacts(rows.map(([label, value]): HtmlRow => [label, escapeHtml(value)])),
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
  const rows: [string, string][] = [
    ["Name", submission.name],
    ["E-mail", submission.email],
    ["Team", submission.teamName],
    ["Products", submission.productsInterested],
    ["Ordering", submission.orderingItems || "(not given)"],
  ];
  const files = submission.files.map((file) => ({
    name: file.name,
    url: absoluteUrl(site.publicUrl, file.url),
  }));
  const admin = emailLink(
    absoluteUrl(site.publicUrl, "/admin/custom-artwork-submissions"),
    "See all artwork requests",
  );
  return {
    subject: oneLine(`Artwork request from ${submission.name} (${submission.teamName})`),
    text: textEmail([
      "A customer sent a custom artwork request.",
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
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
        htmlFacts(rows.map(([label, value]): HtmlRow => [label, escapeHtml(value)])),
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
