import type { TeamMember } from "@store/web/data/team-members";
import { letters } from "./lettering";
import { colorway, GOLD, NAVY, WHITE } from "./palette";
import { storeMark } from "./prints";
import { circle, rect } from "./shapes";
import { Doc, el, g, path, shade } from "./svg";

/**
 * Illustrated staff portraits for the about page's team cards: a flat, friendly bust in a store
 * polo on a team-colour card. Drawn, not photographed, so no real person is pictured.
 */
const W = 480;
const H = 360;
const CX = 240;

type Hair = "cap" | "long" | "crop";

interface Look {
  skin: string;
  hair: string;
  style: Hair;
  /** Card background and stripe colours. */
  back: string;
  stripe: string;
  shirt: string;
  collar: string;
  glasses?: boolean;
  beard?: boolean;
}

const LOOKS: Record<string, Look> = {
  "dale-whitfield": {
    skin: "#e8b894",
    hair: "#9ca3af",
    style: "cap",
    back: GOLD,
    stripe: "#ffca64",
    shirt: NAVY,
    collar: GOLD,
    glasses: true,
  },
  "tasha-morgan": {
    skin: "#8d5a3b",
    hair: "#2a1a12",
    style: "long",
    back: NAVY,
    stripe: "#16305a",
    shirt: WHITE,
    collar: NAVY,
  },
  "marcus-bell": {
    skin: "#c68a62",
    hair: "#2b2118",
    style: "crop",
    back: "#1f4fb8",
    stripe: "#3064c1",
    shirt: GOLD,
    collar: NAVY,
    beard: true,
  },
};

function background(doc: Doc, look: Look): string {
  let stripes = "";
  for (let x = -360; x < W; x += 56) stripes += `M${x} ${H}L${x + 360} 0h22L${x + 22} ${H}Z`;
  return (
    el("rect", { width: W, height: H, fill: look.back }) +
    path(stripes, { fill: look.stripe, opacity: 0.55 }) +
    el("rect", {
      width: W,
      height: H,
      fill: doc.radial([
        { at: 0, color: WHITE, opacity: 0.35 },
        { at: 1, color: WHITE, opacity: 0 },
      ]),
    })
  );
}

function body(look: Look): string {
  const fold = shade(look.shirt, -0.14);
  const cw =
    look.shirt === NAVY ? colorway("navy") : look.shirt === WHITE ? colorway("white") : colorway("gold");
  return g(
    {},
    path(`M96 ${H}C100 304 140 280 194 270H286C340 280 380 304 384 ${H}Z`, { fill: look.shirt }),
    path(`M96 ${H}C100 318 120 296 150 284C140 310 138 340 140 ${H}Z`, { fill: fold }),
    path(`M384 ${H}C380 318 360 296 330 284C340 310 342 340 340 ${H}Z`, { fill: fold }),
    // Neck, then the polo collar folded over it, then the placket.
    path(`M214 214h52v58c-10 14-42 14-52 0Z`, { fill: shade(look.skin, -0.14) }),
    path(`M202 266L240 300L226 318L196 280ZM278 266L240 300L254 318L284 280Z`, { fill: look.collar }),
    path(`M240 300V352`, { stroke: fold, "stroke-width": 3 }),
    path(`${circle(240, 318, 3)}${circle(240, 338, 3)}`, { fill: fold }),
    storeMark(300, 334, 13, cw),
  );
}

function hairBehind(look: Look): string {
  if (look.style !== "long") return "";
  return path(
    "M178 176C172 112 204 90 240 90C276 90 308 112 302 176L310 262C294 276 270 274 262 258H218C210 274 186 276 170 262Z",
    { fill: look.hair },
  );
}

function head(look: Look): string {
  const skinShade = shade(look.skin, -0.12);
  return g(
    {},
    path(`${circle(190, 174, 11)}${circle(290, 174, 11)}`, { fill: skinShade }),
    el("ellipse", { cx: CX, cy: 166, rx: 50, ry: 60, fill: look.skin }),
  );
}

function face(look: Look): string {
  const ink = "#1f2937";
  const brow = look.style === "cap" ? "#6b7280" : look.hair;
  let out =
    path(`${circle(220, 172, 4.5)}${circle(260, 172, 4.5)}`, { fill: ink }) +
    path("M209 158q11-7 22-1M249 157q11-6 22 1", {
      fill: "none",
      stroke: brow,
      "stroke-width": 4,
      "stroke-linecap": "round",
    }) +
    path("M240 178q-6 12 3 14", {
      fill: "none",
      stroke: shade(look.skin, -0.3),
      "stroke-width": 3,
      "stroke-linecap": "round",
    }) +
    path(`${circle(210, 192, 8)}${circle(270, 192, 8)}`, { fill: "#e0607a", opacity: 0.18 });
  if (look.beard) {
    out += path(
      "M190 172C190 216 212 232 240 232C268 232 290 216 290 172C284 190 272 200 262 202C256 196 224 196 218 202C208 200 196 190 190 172ZM224 206c10-5 22-5 32 0v6c-10 5-22 5-32 0Z",
      { fill: look.hair, "fill-rule": "evenodd" },
    );
  }
  out += path("M225 204q15 10 30 0", {
    fill: "none",
    stroke: look.beard ? "#f3d2c1" : "#7a2e2e",
    "stroke-width": 3.5,
    "stroke-linecap": "round",
  });
  if (look.glasses) {
    out += path(`${rect(203, 162, 32, 22, 7)}${rect(245, 162, 32, 22, 7)}M235 170q5-4 10 0`, {
      fill: "none",
      stroke: ink,
      "stroke-width": 3,
    });
  }
  return out;
}

function hairTop(look: Look): string {
  switch (look.style) {
    case "cap": {
      const crown = "M186 150C186 104 212 90 240 90C268 90 294 104 294 150Z";
      const brim = "M180 152Q240 132 300 152Q302 168 240 164Q178 168 180 152Z";
      return (
        path("M189 148c0 10 2 16 7 19v-19ZM291 148c0 10-2 16-7 19v-19Z", { fill: look.hair }) +
        path(crown, { fill: NAVY }) +
        path("M240 92V146", { stroke: shade(NAVY, 0.18), "stroke-width": 2 }) +
        letters(
          "C",
          { x: CX, y: 138, size: 26, weight: 26, align: "middle" },
          { fill: GOLD, outline: WHITE },
        ) +
        path(brim, { fill: shade(NAVY, -0.3) })
      );
    }
    case "long":
      return path(
        "M188 160C188 116 212 100 240 100C270 100 292 118 292 160C276 132 250 124 228 134C212 142 198 150 188 160Z",
        { fill: look.hair },
      );
    case "crop":
      return path(
        "M190 156C188 114 214 100 240 100C266 100 292 114 290 156C284 138 268 126 240 126C212 126 196 138 190 156Z",
        { fill: look.hair },
      );
  }
}

/** The portrait for one staff member; every member in team-members.ts needs a look here. */
export function portraitSvg(member: Pick<TeamMember, "slug" | "name" | "role">): string {
  const look = LOOKS[member.slug];
  if (look === undefined) throw new Error(`no portrait look for ${member.slug}`);
  const doc = new Doc("p");
  // The bust is drawn at 1:1 and scaled up about its bottom centre to fill the card.
  const figure = g(
    { transform: "matrix(1.15 0 0 1.15 -36 -54)" },
    hairBehind(look),
    body(look),
    head(look),
    face(look),
    hairTop(look),
  );
  return doc.render(
    W,
    H,
    background(doc, look) + figure,
    `Illustrated portrait of ${member.name}, ${member.role}`,
  );
}
