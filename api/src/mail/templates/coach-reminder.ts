import { htmlLink } from "./escape";
import { htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";

/** What the coach's reminder says to one family. */
export interface CoachReminderFacts {
  teamName: string;
  coachName: string;
  playerName: string;
  /** "closes Fri Mar 6, 8:00 PM CT" */
  closesInWords: string;
  storeUrl: string;
  accessCode: string | null;
}

/** "Remind those who haven't ordered": one family, whose player has no order yet. */
export function coachReminderEmail(f: CoachReminderFacts): RenderedEmail {
  const intro = `${f.coachName} asked us to remind you: ${f.playerName} has no order yet in the ${f.teamName} team store, which ${f.closesInWords}.`;
  const after = "After it closes, orders can no longer be placed online.";
  const code = f.accessCode ? `The store's access code is ${f.accessCode}.` : null;
  return {
    subject: oneLine(`Reminder: the ${f.teamName} team store ${f.closesInWords}`),
    text: textEmail(["Hello,", "", intro, after, "", `Order here: ${f.storeUrl}`, ...(code ? [code] : [])]),
    html: htmlEmail(
      `The ${f.teamName} team store ${f.closesInWords}`,
      [
        htmlParagraph("Hello,"),
        htmlParagraph(`${intro} ${after}`),
        `<p style="margin:0 0 16px;line-height:1.5">Order here: ${htmlLink(f.storeUrl)}</p>`,
        ...(code ? [htmlParagraph(code)] : []),
      ].join("\n"),
    ),
  };
}
