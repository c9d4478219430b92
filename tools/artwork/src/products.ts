import type { SeedProduct } from "@store/db/seed-data";
import { drawBackpack, drawCornholeSet, drawDuffel, drawRollingBag } from "./bags";
import { drawBottoms, drawSocks } from "./bottoms";
import { type Shape, shapeFor } from "./catalog";
import { drawTop, type TopArt } from "./garments";
import { drawBall, drawBasketball, drawBat, drawBottle, drawFootball } from "./gear";
import { drawBattingGloves } from "./gloves";
import { drawBeanie, drawCap } from "./headwear";
import { type Colorway, NAVY } from "./palette";
import { chestWordmark, fleeceChest, hometownPrint, jerseyPrint, storeMark, sublimation } from "./prints";
import { drawCatchersSet, drawFieldersMask, drawHelmet } from "./protective";
import { drawSoccerBall } from "./soccer";
import { Doc, g, path, type Rng, rng } from "./svg";
import type { TopSpec } from "./tops";

function top(doc: Doc, spec: TopSpec, cw: Colorway, art: TopArt): string {
  return drawTop(doc, spec, cw, art);
}

function drawShape(doc: Doc, shape: Shape, product: SeedProduct, cw: Colorway, random: Rng): string {
  const name = product.name.toLowerCase();
  const sub = /sublimat|full sub/.test(name);
  const allover = sub ? sublimation(cw, random()) : undefined;
  const leftChest = storeMark(470, 212, 22, cw);
  const tee: TopSpec = { sleeve: "short", neck: "crew", rib: false, boxy: false };
  const fleece: TopSpec = { sleeve: "long", neck: "crew", rib: true, boxy: true };
  switch (shape) {
    case "tee":
      if (/hometown|screen/.test(name))
        return top(doc, tee, cw, { front: hometownPrint(400, 300, NAVY, "#f2a900") });
      return top(doc, tee, cw, { front: random() < 0.5 ? chestWordmark(400, 262, 1.15, cw) : leftChest });
    case "longsleeve":
      return top(doc, { ...tee, sleeve: "long" }, cw, { front: chestWordmark(400, 262, 1.1, cw) });
    case "crewneck":
      return top(doc, fleece, cw, {
        front: random() < 0.5 ? chestWordmark(400, 270, 1.3, cw) : fleeceChest(400, 280, cw),
      });
    case "hoodie":
      return top(
        doc,
        { ...fleece, neck: "hood" },
        cw,
        sub ? { allover, front: leftChest } : { front: fleeceChest(400, 330, cw) },
      );
    case "quarterzip":
      return top(doc, { sleeve: "long", neck: "zip", rib: false, boxy: false }, cw, {
        allover,
        front: leftChest,
      });
    case "jersey": {
      const number = String(1 + Math.floor(random() * 98));
      return top(doc, { ...tee, neck: "vneck", wideSleeve: true }, cw, {
        front: jerseyPrint(400, 240, number, cw),
        trim: cw.accent === "#ffffff" ? cw.print : cw.accent,
      });
    }
    case "pants":
    case "shorts":
      return drawBottoms(
        doc,
        cw,
        shape === "pants",
        cw.name === "white" || cw.name === "heather" ? NAVY : cw.print,
      );
    case "socks":
      return drawSocks(doc, cw);
    case "cap":
      return drawCap(
        doc,
        cw,
        /trucker/.test(name)
          ? "trucker"
          : /perforat/.test(name)
            ? "perforated"
            : /fitted/.test(name)
              ? "fitted"
              : "classic",
      );
    case "beanie":
      return drawBeanie(doc, cw);
    case "battinggloves":
      return drawBattingGloves(doc, cw);
    case "cornhole":
      return drawCornholeSet(doc, cw);
    case "rollingbag":
      return drawRollingBag(doc, cw);
    case "duffel":
      return drawDuffel(doc, cw);
    case "backpack":
      return drawBackpack(doc, cw);
    case "helmet":
      return drawHelmet(doc, cw, /face ?guard|cage/.test(name));
    case "mask":
      return g(
        { transform: "translate(400 300) scale(1.12) translate(-400 -310)" },
        drawFieldersMask(doc, cw),
      );
    case "catchers":
      return drawCatchersSet(doc, cw);
    case "soccer":
      return drawSoccerBall(doc, 400, 285, 215, cw.name === "white" ? NAVY : shade2(cw));
    case "basketball":
      return drawBasketball(doc, 400, 285, 215);
    case "football":
      return g({ transform: "rotate(-18 400 290)" }, drawFootball(doc, 400, 290, 250));
    case "baseball":
    case "softball":
      return drawBall(doc, 400, 285, 215, shape === "softball");
    case "bat":
      return g({ transform: "translate(150 470) rotate(-32)" }, drawBat(doc, 600, cw.base, "#1f2329", false));
    case "bottle":
      return drawBottle(doc, 400, 540, 460, cw.base, NAVY);
  }
}

function shade2(cw: Colorway): string {
  return cw.name === "gold" ? NAVY : cw.base;
}

const GROUNDED: ReadonlySet<Shape> = new Set<Shape>([
  "soccer",
  "baseball",
  "softball",
  "basketball",
  "football",
  "helmet",
  "rollingbag",
  "duffel",
  "backpack",
  "cornhole",
  "bottle",
  "cap",
  "beanie",
  "catchers",
]);

/**
 * Full 800x600 product "photo": soft floor shadow and the item on a transparent ground, so the
 * page's picture frame supplies the studio sweep in the light or the dark colour scheme.
 */
export function productSvg(product: SeedProduct, cw: Colorway): string {
  const random = rng(product.slug);
  const doc = new Doc("p");
  const shape = shapeFor(product);
  const floor = doc.radial([
    { at: 0, color: "#0b2545", opacity: 0.28 },
    { at: 1, color: "#0b2545", opacity: 0 },
  ]);
  const grounded = GROUNDED.has(shape);
  const body =
    (grounded ? path("M170 548a230 26 0 1 0 460 0a230 26 0 1 0-460 0Z", { fill: floor }) : "") +
    g(
      { filter: doc.shadow(grounded ? 6 : 12, grounded ? 8 : 14, 0.2) },
      drawShape(doc, shape, product, cw, random),
    );
  return doc.render(800, 600, body, product.name);
}
