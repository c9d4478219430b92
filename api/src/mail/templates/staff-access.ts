import { emailLink } from "./email-link";
import { htmlEmail, htmlParagraph, type RenderedEmail, STORE_NAME, textEmail } from "./layout";

/** The invitation to the staff portal: the role's name and what it may do, and the link (48 hours, once). */
export function staffInvitationEmail(input: {
  url: string;
  roleLabel: string;
  roleDescription: string;
  invitedBy: string;
}): RenderedEmail {
  const intro = `${input.invitedBy} invited you to the ${STORE_NAME} staff portal as ${input.roleLabel}: ${input.roleDescription}`;
  const action = "Choose your password to accept";
  const rules = "The link works once, for 48 hours. If you did not expect this, ignore this e-mail.";
  return {
    subject: `You are invited to the ${STORE_NAME} staff portal`,
    text: textEmail([intro, "", `${action}:`, "", input.url, "", rules]),
    html: htmlEmail(
      "Join the staff portal",
      [htmlParagraph(intro), emailLink(input.url, "Accept the invitation").html, htmlParagraph(rules)].join(
        "\n",
      ),
    ),
  };
}

/** The "Forgot password?" e-mail: a link to choose a new password (30 minutes, once). */
export function passwordResetEmail(url: string): RenderedEmail {
  const intro = `Someone asked to reset the password of your ${STORE_NAME} staff account.`;
  const action = "Choose a new password";
  const rules =
    "The link works once, for 30 minutes. Using it signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.";
  return {
    subject: "Reset your staff portal password",
    text: textEmail([intro, "", `${action}:`, "", url, "", rules]),
    html: htmlEmail(
      "Reset your password",
      [htmlParagraph(intro), emailLink(url, action).html, htmlParagraph(rules)].join("\n"),
    ),
  };
}
