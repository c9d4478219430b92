import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  planSize,
  type SourceDemand,
  splitArrival,
  stillToCome,
} from "../src/domains/purchasing/need/need-plan";

// The arithmetic of "what to order": need is never negative, equals the pieces less the shelf used,
// never promises the shelf twice, and goods that arrive land on the sources they were bought for.

const demand = fc.record({
  source: fc.uuid().map((id) => `batch:${id}`),
  pieces: fc.integer({ min: 0, max: 500 }),
  reserved: fc.integer({ min: 0, max: 600 }),
  onOrder: fc.integer({ min: 0, max: 600 }),
});
const uses = fc.array(
  fc.record({ source: fc.uuid().map((id) => `order:${id}`), quantity: fc.integer({ min: 1, max: 80 }) }),
  { minLength: 1, maxLength: 6 },
);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("what to order, as arithmetic", () => {
  it("never asks for a negative count, and covers each source's pieces exactly once", () => {
    fc.assert(
      fc.property(fc.array(demand, { maxLength: 8 }), fc.integer({ min: -5, max: 1000 }), (demands, free) => {
        const plans = planSize(demands, free);
        for (const [i, plan] of plans.entries()) {
          const d = demands[i] as SourceDemand;
          expect(plan.toOrder).toBeGreaterThanOrEqual(0);
          expect(plan.reserveNow).toBeGreaterThanOrEqual(0);
          expect(plan.toOrder).toBe(Math.max(0, d.pieces - d.reserved - d.onOrder - plan.reserveNow));
          expect(plan.fromStock).toBeLessThanOrEqual(d.pieces);
          expect(plan.fromStock + plan.onOrder + plan.toOrder).toBeGreaterThanOrEqual(d.pieces);
        }
        // The shelf is never promised twice.
        expect(sum(plans.map((p) => p.reserveNow))).toBeLessThanOrEqual(Math.max(0, free));
      }),
    );
  });

  it("equals the size run less the stock used, when nothing was set aside or ordered before", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 1000 }),
        (pieces, free) => {
          const plans = planSize(
            pieces.map((p, i) => ({ source: `batch:${i}`, pieces: p, reserved: 0, onOrder: 0 })),
            free,
          );
          const run = sum(pieces);
          const used = sum(plans.map((p) => p.reserveNow));
          expect(used).toBe(Math.min(free, run));
          expect(sum(plans.map((p) => p.toOrder))).toBe(run - used);
        },
      ),
    );
  });

  it("serves the first source from the shelf first", () => {
    const [first, second] = planSize(
      [
        { source: "batch:a", pieces: 5, reserved: 0, onOrder: 0 },
        { source: "batch:b", pieces: 5, reserved: 0, onOrder: 0 },
      ],
      6,
    );
    expect(first).toMatchObject({ reserveNow: 5, toOrder: 0 });
    expect(second).toMatchObject({ reserveNow: 1, toOrder: 4 });
  });

  it("lands every counted piece on a source it was bought for, the rest as extra", () => {
    fc.assert(
      fc.property(
        uses,
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 5 }),
        (u, counts) => {
          const got = new Map<string, number>();
          let before = 0;
          for (const counted of counts) {
            const { shares, extra } = splitArrival(u, before, counted);
            expect(sum(shares.map((s) => s.quantity)) + extra).toBe(counted);
            for (const share of shares) got.set(share.source, (got.get(share.source) ?? 0) + share.quantity);
            before += counted;
          }
          for (const use of u)
            expect(got.get(use.source) ?? 0).toBeLessThanOrEqual(
              sum(u.filter((x) => x.source === use.source).map((x) => x.quantity)),
            );
          expect(sum([...got.values()])).toBe(Math.min(before, sum(u.map((x) => x.quantity))));
        },
      ),
    );
  });

  it("still expects what was ordered and not counted in, never less than nothing", () => {
    fc.assert(
      fc.property(uses, fc.integer({ min: 0, max: 600 }), (u, received) => {
        const left = stillToCome(u, received);
        for (const l of left) expect(l.quantity).toBeGreaterThanOrEqual(0);
        expect(sum(left.map((l) => l.quantity))).toBe(Math.max(0, sum(u.map((x) => x.quantity)) - received));
      }),
    );
  });
});
