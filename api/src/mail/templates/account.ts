import { emailLink } from "./email-link";
import { escapeHtml } from "./escape";
import { htmlEmail, htmlParagraph, type RenderedEmail, textEmail } from "./layout";

/** What an account e-mail is for: signing in, or confirming a privacy request. */
export type AccountMailPurpose = "sign_in" | "export" | "delete";

const WORDS: Record<
  AccountMailPurpose,
  { subject: string; heading: string; action: string; button: string }
> = {
  sign_in: {
    subject: "Your sign-in link",
    heading: "Sign in to your account",
    action: "Use this link to sign in to your Clanton Sports Apparel account",
    button: "Sign in",
  },
  export: {
    subject: "Confirm: download your data",
    heading: "Download your data",
    action: "Use this link to download everything the store holds about your account",
    button: "Download my data",
  },
  delete: {
    subject: "Confirm: delete your account",
    heading: "Delete your account",
    action:
      "Use this link to delete your account. Your orders stay in the store's records for accounting, with your name, e-mail, phone and address removed",
    button: "Delete my account",
  },
};

/** The e-mail with a one-time link and its 6-digit code (for a phone whose mail app opens links elsewhere). */
export function accountLinkEmail(purpose: AccountMailPurpose, url: string, code: string): RenderedEmail {
  const w = WORDS[purpose];
  const ignore = "If you did not ask for this, ignore this e-mail: nothing happens without the link or code.";
  return {
    subject: `${w.subject} (code ${code})`,
    text: textEmail([
      `${w.action}:`,
      "",
      url,
      "",
      `Or type this code on the page that asked: ${code}`,
      "",
      "The link and code work once, for 15 minutes.",
      ignore,
    ]),
    html: htmlEmail(
      w.heading,
      [
        htmlParagraph(`${w.action}.`),
        emailLink(url, w.button).html,
        `<p style="margin:0 0 16px">Or type this code on the page that asked: <strong style="font-size:22px;letter-spacing:4px">${escapeHtml(code)}</strong></p>`,
        htmlParagraph("The link and code work once, for 15 minutes."),
        htmlParagraph(ignore),
      ].join("\n"),
    ),
  };
}
