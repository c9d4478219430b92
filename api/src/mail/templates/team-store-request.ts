import { emailLink } from "./email-link";
import { factList, htmlEmail, htmlParagraph, oneLine, type RenderedEmail, textEmail } from "./layout";

export interface TeamStoreRequestFacts {
  teamName: string;
  sport: string;
  coachName: string;
  email: string;
  phone: string;
  players: number;
  /** "Fri, Mar 6, 2027" */
  wantedBy: string;
  message: string | null;
  /** The request in the portal's messages (absolute). */
  adminUrl: string;
}

/** To the store: a coach asked for a team store on the public page; replies go to the coach. */
export function teamStoreRequestedForStore(f: TeamStoreRequestFacts): RenderedEmail {
  const facts = factList([
    ["Team", f.teamName],
    ["Sport", f.sport],
    ["Coach", f.coachName],
    ["E-mail", f.email],
    ["Phone", f.phone],
    ["Players", String(f.players)],
    ["Wanted by", f.wantedBy],
  ]);
  const open = emailLink(f.adminUrl, "Open it in the portal");
  const reply = "Reply to this e-mail to answer the coach, or call them to plan the store.";
  return {
    subject: oneLine(`Team store request: ${f.teamName} (${f.sport})`),
    text: textEmail([
      "A coach asked for a team store on the website.",
      "",
      ...facts.text,
      ...(f.message ? ["", "Message:", f.message] : []),
      "",
      ...open.text,
      "",
      reply,
    ]),
    html: htmlEmail(
      "New team store request",
      [facts.html, f.message ? htmlParagraph(f.message) : "", open.html, htmlParagraph(reply)].join("\n"),
    ),
  };
}
