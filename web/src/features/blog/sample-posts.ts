import type { BlogPost } from "./post";

// The spec's fallback blog (§3, §8): shown when the posts call fails, so a visitor can still read.
// Copied from db/src/seed/data/blog-posts.ts (the web bundle must not pull in the database package);
// e2e/tests/blog.spec.ts checks the titles and articles still match the seed. Loaded on demand only
// when the call fails, so the articles never weigh on a normal visit.
// Newest first, the order the API answers in.
export const SAMPLE_POSTS: readonly BlogPost[] = [
  {
    id: "sample-1",
    slug: "spring-2027-team-package-order-deadlines",
    title: "Spring 2027 Team Packages: Order Deadlines and How to Get Started",
    excerpt:
      "Fall ball is wrapping up across Chilton County, which means it is time to plan spring uniforms. Here are our deadlines and the steps to get your team ordered.",
    content: [
      "Thank you to every team that came through the shop this fall. We outfitted baseball, fastpitch, soccer and cornhole teams from all over Chilton County, and it was a blast seeing our uniforms at fields from Clanton to Thorsby. Now that fall seasons are wrapping up, it is time to look ahead to spring.",
      "Our spring team packages cover baseball, fastpitch, slowpitch and soccer, and each one can include full sublimated jerseys, pants or shorts, caps, and a matching hoodie or 1/4 zip for cold early-season games. Coaches can mix and match items, and we will quote the whole package at one price per player so parents know exactly what to pay.",
      "Timing is everything. To have uniforms in hand before most spring opening days, we need final artwork approval and rosters by January 15, 2027. Orders approved after that date are still welcome, but they will be scheduled in the order they come in and may not arrive before the first game. Screen-printed fan wear and embroidered caps usually take about two weeks, so those can be ordered later.",
      "Getting started is easy. Submit your logo and ideas through the artwork form on our website, and our design team will send back a proof. Stop by the store to try on our size kits, so every player gets the right fit before anything is printed. Once you approve the proof and send in the roster with names, numbers and sizes, we will collect a deposit and get your order into production.",
      "If you have questions about pricing, minimums or team fundraising shirts, call the shop or send us a message through the contact page. We are proud to be Clanton's hometown team store, and we look forward to helping your team look its best this spring.",
    ].join("\n\n"),
    image_url: "/images/blog/spring-2027-team-package-order-deadlines.svg",
    category: "news",
    author: "Dana Whitfield",
    created_at: "2026-11-10T15:00:00.000Z",
  },
  {
    id: "sample-2",
    slug: "game-day-fuel-pre-game-meals-and-tournament-snacks",
    title: "Game-Day Fuel: Pre-Game Meals and Tournament Snacks That Work",
    excerpt:
      "What your player eats before first pitch or kickoff matters. A simple timeline for pre-game meals, between-game snacks and a cooler list for tournament weekends.",
    content: [
      "Good game-day nutrition is mostly about timing. The goal is to walk onto the field with full energy stores and a comfortable stomach. That means a real meal a few hours before the game and lighter, easy-to-digest snacks as game time gets closer.",
      "Three to four hours before the game, eat a balanced meal built around carbohydrates with a moderate amount of lean protein: grilled chicken with rice, a turkey sandwich with fruit, pasta with a light sauce, or eggs with toast and oatmeal for a morning game. Keep fried foods, heavy sauces and very high-fiber meals for another day, since they digest slowly and can cause cramps.",
      "Within about an hour of the game, a small snack tops off the tank. A banana, a handful of pretzels, a granola bar or a few crackers with peanut butter work well. Pair that with water, and for hot afternoon games, a sports drink.",
      "Tournament weekends are where families struggle, because there may be only an hour between games and the concession stand is always right there. Pack a cooler the night before with peanut butter and jelly sandwiches, grapes, orange slices, string cheese, trail mix, pretzels, plenty of water and a few sports drinks. Small, frequent snacks between games beat one big meal at noon.",
      "After the last game, focus on recovery within an hour: a meal or snack with both carbs and protein. Chocolate milk is a cheap, proven option, and a real dinner that evening helps players bounce back for Sunday. None of this has to be complicated. A little planning the night before makes a big difference by the fourth game of the weekend.",
    ].join("\n\n"),
    image_url: "/images/blog/game-day-fuel-pre-game-meals-and-tournament-snacks.svg",
    category: "nutrition",
    author: "Coach Ray Tolbert",
    created_at: "2026-10-23T12:00:00.000Z",
  },
  {
    id: "sample-3",
    slug: "off-season-arm-care-for-youth-pitchers",
    title: "Off-Season Arm Care for Youth Pitchers",
    excerpt:
      "Fall ball is over, so the real work starts now. Rest first, then build strength and a gradual throwing plan so young arms are ready for spring.",
    content: [
      "The off-season is when youth pitchers either set themselves up for a healthy spring or set themselves up for a sore elbow in April. The most important part of an off-season arm care plan is also the simplest: rest. National youth guidelines recommend at least two to three months each year with no overhead throwing, and at least four months away from competitive pitching. For most of our local players, the stretch after fall ball is the natural time to take that break.",
      "Rest does not mean sitting on the couch. This is a great time to build the rest of the body. Leg strength, hip mobility and core stability all help a pitcher create velocity without putting the whole load on the shoulder and elbow. Squats, lunges, planks, medicine-ball throws and simple band work for the back of the shoulder and the shoulder blade muscles are all age-appropriate when supervised and done with good form.",
      "When it is time to throw again, usually six to eight weeks before the first practice, start slow. Begin with easy catch at 30 to 45 feet every other day and add distance gradually over several weeks in a long-toss progression. Only get back on the mound after the arm feels good at longer distances, and start with flat-ground and fastball-only bullpens before mixing in other pitches.",
      "Parents and coaches should also watch the calendar. Avoid playing on multiple teams with overlapping seasons, follow your league's pitch count and rest-day rules, and keep in mind that a player should not pitch and catch in the same game. Those rules exist because fatigue is one of the biggest risk factors for youth arm injuries.",
      "Finally, teach players to speak up. Normal muscle soreness goes away within a day or two. Pain on the inside of the elbow, pain in the shoulder that lingers, or a drop in control and velocity are signs to stop throwing and see a sports medicine doctor. Catching a problem early can be the difference between a few weeks off and a lost season.",
    ].join("\n\n"),
    image_url: "/images/blog/off-season-arm-care-for-youth-pitchers.svg",
    category: "training",
    author: "Coach Ray Tolbert",
    created_at: "2026-10-07T14:00:00.000Z",
  },
  {
    id: "sample-4",
    slug: "how-sublimated-jerseys-are-made-and-cared-for",
    title: "How Sublimated Jerseys Are Made (and How to Make Them Last)",
    excerpt:
      "Sublimation puts your design inside the fabric, not on top of it. Here is how our process works and the simple washing routine that keeps colors bright.",
    content: [
      "Custom sublimated uniforms are the biggest part of our team business, and the question we hear most is what makes them different from a screen-printed jersey. With screen printing, ink sits on top of the fabric. With sublimation, the design becomes part of the fabric itself, so there is nothing to crack, peel or fade away after a season of doubleheaders.",
      "The process starts with your artwork. We build the design on a flat template for each panel of the jersey, add names and numbers from your roster, and send you a proof to approve. Once it is approved, the panels are printed in mirror image onto special transfer paper with sublimation inks. That paper is laid on white polyester fabric and run through a heat press at roughly 400 degrees. The heat turns the ink into a gas that bonds with the polyester fibers, and when it cools the color is locked in.",
      "Because of that chemistry, sublimation only works on polyester and it only prints on light fabric. That is why the whole garment is printed, including the base color: a black jersey is really a white jersey printed black. After pressing, the panels are cut and sewn together. From approved proof to finished uniforms, plan on about three to four weeks, longer during the spring rush.",
      "Care is simple. Turn jerseys inside out and wash them in cold water with similar colors. Skip the bleach, and skip the fabric softener too, since it coats the fibers and keeps the fabric from wicking sweat. Hang dry or tumble dry on low, and never iron directly on the design. High heat is the one thing that can make sublimation inks move.",
      "For red infield clay and grass stains, rinse with cold water as soon as you can, pre-treat with a stain remover, and let the jersey soak for an hour before washing. Do not put a stained jersey in the dryer, because heat will set the stain. Follow those steps and your sublimated uniforms should look as sharp in the championship game as they did on picture day.",
    ].join("\n\n"),
    image_url: "/images/blog/how-sublimated-jerseys-are-made-and-cared-for.svg",
    category: "equipment",
    author: "Marcus Ellison",
    created_at: "2026-09-16T13:00:00.000Z",
  },
  {
    id: "sample-5",
    slug: "choosing-a-batting-helmet-that-fits",
    title: "How to Choose a Batting Helmet That Actually Fits",
    excerpt:
      "A helmet that wobbles or slides over the eyes is not protecting anyone. Here is how we fit helmets in the store, and what to check before you buy.",
    content: [
      "We fit a lot of batting helmets in the weeks before spring ball, and the most common problem we see is a helmet that was bought a size big so the player could grow into it. A loose helmet shifts when the batter turns, slides down over the eyes while running the bases, and spreads impact poorly. Buy for the head your player has today.",
      "Start by measuring. Wrap a soft tape measure around the head about an inch above the eyebrows and ears, keeping it level front to back. Compare that measurement to the size chart for the specific helmet, because shell sizes vary from model to model. If your player falls between sizes, try both on; fit is more important than the number on the tag.",
      "When the helmet is on, the front edge should sit about a finger's width above the eyebrows and the ear holes should line up with the ears. Have the player shake their head side to side and nod up and down. The helmet should move with the head, not around it. Many helmets include extra pads so you can fine-tune the fit, and a chin strap helps keep younger players' helmets in place.",
      "Always look for the NOCSAE certification stamp on the shell. Most leagues require it, and fastpitch players generally must wear a helmet with a faceguard. Faceguards are also a smart choice for young baseball players still learning to get out of the way of an inside pitch. Left-handed and right-handed hitters need different single-flap or jaw-guard configurations, so double-check before ordering.",
      "Finally, take care of the certification. Check with the manufacturer before painting a helmet or adding decals, because unapproved paint and some adhesives can void it. Replace any helmet with a cracked shell or compressed padding, and store it out of a hot car trunk. If you are unsure about fit, bring your player by the shop and we will try a few sizes with them.",
    ].join("\n\n"),
    image_url: "/images/blog/choosing-a-batting-helmet-that-fits.svg",
    category: "equipment",
    author: "Marcus Ellison",
    created_at: "2026-08-27T15:30:00.000Z",
  },
  {
    id: "sample-6",
    slug: "hydration-in-alabama-heat",
    title: "Staying Hydrated in Alabama Heat: A Practical Guide for Players and Parents",
    excerpt:
      "August practices in Chilton County can push the heat index past 105. Here is how to drink, dress and plan so your athlete stays safe and sharp.",
    content: [
      "Every August we see the same thing at the register: parents buying a second water jug halfway through the first week of practice. Central Alabama humidity is the real challenge. When the air is already full of moisture, sweat does not evaporate well, the body cannot cool itself efficiently, and players lose fluid faster than they realize.",
      "Hydration starts long before the first drill. Aim for about 16 to 20 ounces of water two to three hours before practice, then another 8 ounces or so 15 minutes before warmups. During activity, a few big gulps (roughly 5 to 10 ounces) every 15 to 20 minutes works better than chugging a whole bottle at the break. Thirst is a late signal, so build the drinking into the schedule instead of waiting for it.",
      "A simple check for older athletes is to weigh in before and after practice. For every pound lost, drink about 16 to 24 ounces of fluid over the next few hours. Urine color is another easy gauge: pale yellow is the goal, while dark yellow means the tank is low. For sessions longer than an hour, or for heavy sweaters who finish with salt streaks on their shirts, a sports drink helps replace sodium along with water. Energy drinks are not a substitute and the caffeine does not help.",
      "Clothing matters more than most people think. Light-colored, loose, moisture-wicking polyester lets sweat move off the skin, while heavy cotton holds water and heat. That is why we push performance tees for summer practice gear and save the cotton fleece for October. A vented cap and a wet towel around the neck during breaks also help.",
      "Finally, know the warning signs. Heavy sweating, cramps, headache, dizziness or nausea mean a player needs shade, fluids and rest right away. Confusion, slurred speech, or hot skin with a stopped sweat response can signal heat stroke, which is a medical emergency: call 911 and start cooling immediately, ideally with cold-water immersion. New players should also be eased in over their first 10 to 14 days so their bodies can acclimate to the heat.",
    ].join("\n\n"),
    image_url: "/images/blog/hydration-in-alabama-heat.svg",
    category: "nutrition",
    author: "Dana Whitfield",
    created_at: "2026-08-11T14:00:00.000Z",
  },
];
